// The pseudo-language walk's check (issue 35): the text a person reads that the pseudo-language
// did not reach, so it did not come from the catalogues.
import type { Page } from "@playwright/test";

/**
 * The text nodes under `root` that the pseudo-language did not reach: Latin letters with no
 * accented letter among them. Card labels, people's initials and codes (all capitals, digits) pass.
 */
export async function untranslatedText(page: Page, root: string): Promise<string[]> {
  return page.locator(root).evaluateAll((roots) => {
    const found: string[] = [];
    for (const element of roots) {
      const texts: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
      for (const attribute of ["aria-label", "title", "placeholder", "alt"]) {
        for (const labelled of element.querySelectorAll(`[${attribute}]`)) texts.push(labelled.getAttribute(attribute) ?? "");
      }
      for (const text of texts.map((value) => value.trim()).filter(Boolean)) {
        const isCode = /^[A-Z0-9?☕·\s-]+$/.test(text);
        const isExampleAddress = /^\S+@\S+\.\S+$/.test(text);
        const isPseudo = /[À-ɏḀ-ỿ]/.test(text);
        if (/[A-Za-z]/.test(text) && !isCode && !isExampleAddress && !isPseudo) found.push(text);
      }
    }
    return found;
  });
}
