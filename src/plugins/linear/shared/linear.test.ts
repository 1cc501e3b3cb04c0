import { describe, expect, it } from "vitest";
import { type LinearScale, allowedLinearEstimates, linearEstimateCard, linearEstimateForCard, linearTshirtCards, priorityFromLinear } from "./linear";

const scale = (type: LinearScale["type"], extended = false, allowZero = false): LinearScale => ({ type, extended, allowZero });

describe("a Linear team's estimation scale", () => {
  it.each([
    [scale("exponential"), [1, 2, 4, 8, 16]],
    [scale("exponential", true, true), [0, 1, 2, 4, 8, 16, 32, 64]],
    [scale("fibonacci"), [1, 2, 3, 5, 8]],
    [scale("fibonacci", true), [1, 2, 3, 5, 8, 13, 21]],
    [scale("linear", false, true), [0, 1, 2, 3, 4, 5]],
    [scale("linear", true), [1, 2, 3, 4, 5, 6, 7]],
    [scale("tShirt"), [1, 2, 3, 5, 8]],
    [scale("tShirt", true), [1, 2, 3, 5, 8, 13, 21]],
    [scale("notUsed", true, true), []],
  ])("%o allows %o", (s, values) => {
    expect(allowedLinearEstimates(s)).toEqual(values);
  });

  it("writes a card on the scale as its integer", () => {
    expect(linearEstimateForCard(scale("fibonacci"), "5")).toEqual({ ok: true, value: 5 });
    expect(linearEstimateForCard(scale("fibonacci", true), " 21 ")).toEqual({ ok: true, value: 21 });
    expect(linearEstimateForCard(scale("linear", false, true), "0")).toEqual({ ok: true, value: 0 });
  });

  it("refuses a card off the scale, naming the values the team allows", () => {
    expect(linearEstimateForCard(scale("fibonacci"), "13")).toEqual({ ok: false, reason: "13 is not on this Linear team's scale, which allows the fibonacci points 1, 2, 3, 5, 8." });
    expect(linearEstimateForCard(scale("exponential"), "3")).toEqual({ ok: false, reason: "3 is not on this Linear team's scale, which allows the exponential points 1, 2, 4, 8, 16." });
    expect(linearEstimateForCard(scale("fibonacci"), "0")).toMatchObject({ ok: false });
    expect(linearEstimateForCard(scale("fibonacci"), "½")).toMatchObject({ ok: false });
    expect(linearEstimateForCard(scale("linear"), "?")).toMatchObject({ ok: false, reason: "? is not on this Linear team's scale, which allows the linear points 1, 2, 3, 4, 5." });
  });

  it("maps T-shirt scales to the room's T-shirt cards, both ways", () => {
    expect(linearEstimateForCard(scale("tShirt"), "XL")).toEqual({ ok: true, value: 8 });
    expect(linearEstimateForCard(scale("tShirt"), "m")).toEqual({ ok: true, value: 3 });
    expect(linearEstimateForCard(scale("tShirt", true), "XXL")).toEqual({ ok: true, value: 13 });
    expect(linearEstimateForCard(scale("tShirt"), "XXL")).toEqual({ ok: false, reason: "XXL is not on this Linear team's scale, which allows the T-shirt sizes XS, S, M, L, XL." });
    // A number is not a size on a T-shirt scale, even one Linear stores.
    expect(linearEstimateForCard(scale("tShirt"), "5")).toMatchObject({ ok: false });
    expect(linearEstimateCard(scale("tShirt"), 5)).toBe("L");
    expect(linearEstimateCard(scale("tShirt"), 21)).toBe("XXXL");
    expect(linearEstimateCard(scale("fibonacci"), 5)).toBe("5");
    expect(linearTshirtCards(scale("tShirt"))).toEqual(["XS", "S", "M", "L", "XL"]);
    expect(linearTshirtCards(scale("tShirt", true))).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
  });

  it("refuses every card when the team does not estimate", () => {
    expect(linearEstimateForCard(scale("notUsed"), "3")).toEqual({ ok: false, reason: "This Linear team does not use estimates. A team admin can turn them on in the team's settings (Estimates)." });
  });

  it("orders Linear's priorities as spec 9 does, 'No priority' last", () => {
    expect([1, 2, 3, 4, 0].map(priorityFromLinear)).toEqual([1, 2, 3, 4, null]);
    expect(priorityFromLinear(null)).toBeNull();
  });
});
