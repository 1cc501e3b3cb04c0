// The deck chooser's face: the fields room creation and room settings share, and their draft rules.
export { DeckFields, SwitchRow } from "./DeckFields";
export { draftOf, isSpecDeck, sameDeckSetting, settingOfDraft, type DeckDraft } from "./deckDraft";
