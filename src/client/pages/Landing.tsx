import { CallToAction } from "../components/landing/CallToAction";
import { Features } from "../components/landing/Features";
import { Hero } from "../components/landing/Hero";
import { HowItWorks } from "../components/landing/HowItWorks";

/** `/` for signed-out visitors (spec 2). */
export default function Landing() {
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <CallToAction />
    </>
  );
}
