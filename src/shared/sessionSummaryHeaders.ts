// The session summary exports' headers (CSV and Markdown) in the exporting person's language
// (issue 35): the columns, the total row's label and the Markdown title. English is the words
// the exports always had; the cells themselves are what people typed and the numbers.
import { type AccountLanguage, isAccountLanguage } from "./languages";
import { AGREED_IN_COLUMN, ROUNDS_IN_DETAIL_COLUMN, SUMMARY_COLUMNS } from "./sessionSummary";

export type SummaryColumn = (typeof SUMMARY_COLUMNS)[number] | typeof AGREED_IN_COLUMN | typeof ROUNDS_IN_DETAIL_COLUMN;

export interface SummaryHeaders {
  columns: Readonly<Record<SummaryColumn, string>>;
  /** The total row's label. */
  total: string;
  /** Before the room's name in the Markdown title. */
  title: string;
}

export const SUMMARY_HEADERS: Readonly<Record<AccountLanguage, SummaryHeaders>> = Object.freeze({
  en: {
    columns: { "#": "#", Story: "Story", Ticket: "Ticket", Status: "Status", Agreed: "Agreed", Rounds: "Rounds", Agreement: "Agreement", "Time spent": "Time spent", "Agreed in": "Agreed in", Votes: "Votes" },
    total: "Total",
    title: "Planning summary: ",
  },
  de: {
    columns: { "#": "#", Story: "Story", Ticket: "Ticket", Status: "Status", Agreed: "Vereinbart", Rounds: "Runden", Agreement: "Einigkeit", "Time spent": "Dauer", "Agreed in": "Vereinbart in", Votes: "Stimmen" },
    total: "Summe",
    title: "Planungsübersicht: ",
  },
  fr: {
    columns: { "#": "#", Story: "Story", Ticket: "Ticket", Status: "Statut", Agreed: "Convenu", Rounds: "Tours", Agreement: "Accord", "Time spent": "Temps passé", "Agreed in": "Convenu en", Votes: "Votes" },
    total: "Total",
    title: "Résumé de la planification : ",
  },
  es: {
    columns: { "#": "#", Story: "Historia", Ticket: "Ticket", Status: "Estado", Agreed: "Acordado", Rounds: "Rondas", Agreement: "Acuerdo", "Time spent": "Tiempo", "Agreed in": "Acordado en", Votes: "Votos" },
    total: "Total",
    title: "Resumen de la planificación: ",
  },
  it: {
    columns: { "#": "#", Story: "Storia", Ticket: "Ticket", Status: "Stato", Agreed: "Concordato", Rounds: "Round", Agreement: "Accordo", "Time spent": "Tempo impiegato", "Agreed in": "Concordato in", Votes: "Voti" },
    total: "Totale",
    title: "Riepilogo della pianificazione: ",
  },
  "pt-BR": {
    columns: { "#": "#", Story: "História", Ticket: "Ticket", Status: "Status", Agreed: "Acordado", Rounds: "Rodadas", Agreement: "Consenso", "Time spent": "Tempo gasto", "Agreed in": "Acordado em", Votes: "Votos" },
    total: "Total",
    title: "Resumo do planejamento: ",
  },
  nl: {
    columns: { "#": "#", Story: "Story", Ticket: "Ticket", Status: "Status", Agreed: "Afgesproken", Rounds: "Rondes", Agreement: "Overeenstemming", "Time spent": "Bestede tijd", "Agreed in": "Afgesproken in", Votes: "Stemmen" },
    total: "Totaal",
    title: "Planningsoverzicht: ",
  },
  pl: {
    columns: { "#": "#", Story: "Historyjka", Ticket: "Zgłoszenie", Status: "Status", Agreed: "Uzgodniono", Rounds: "Rundy", Agreement: "Zgodność", "Time spent": "Czas", "Agreed in": "Uzgodniono w", Votes: "Głosy" },
    total: "Razem",
    title: "Podsumowanie planowania: ",
  },
  ja: {
    columns: { "#": "#", Story: "ストーリー", Ticket: "チケット", Status: "ステータス", Agreed: "合意値", Rounds: "ラウンド", Agreement: "合意度", "Time spent": "所要時間", "Agreed in": "合意方法", Votes: "投票" },
    total: "合計",
    title: "プランニングのサマリー：",
  },
});

/** The headers in `language`, English for a language the product does not speak. */
export function summaryHeaders(language: string | null | undefined): SummaryHeaders {
  return SUMMARY_HEADERS[isAccountLanguage(language) ? language : "en"];
}
