import type { VoteSummary } from "../../../../shared/results";
import type { RoomData } from "../../../lib/roomTypes";
import { AgreementMeter } from "./AgreementMeter";
import { Consensus } from "./Consensus";
import { DistributionChart } from "./DistributionChart";
import { StatTiles } from "./StatTiles";
import { VotesByParticipant } from "./VotesByParticipant";
import { useT } from "../../../i18n/I18nProvider";

/** The results view (spec 2, 9), shown while the room is revealed. */
export function ResultsView({ roomData, summary }: { roomData: RoomData; summary: VoteSummary }) {
  const t = useT("voting");
  return (
    // Brought into view, a line of the results clears the action bar stuck under them (RecordEstimate).
    <div className="flex animate-fade-in flex-col gap-5 scroll-mb-(--action-bar-clearance) [&_*]:scroll-mb-(--action-bar-clearance)" data-testid="results">
      <Consensus summary={summary} />
      <StatTiles summary={summary} />
      <AgreementMeter agreement={summary.agreement} isNumeric={summary.isNumeric} />
      {summary.distribution.length > 0 ? (
        <Section title={t("results.distribution")}>
          <DistributionChart entries={summary.distribution} />
        </Section>
      ) : (
        <p className="text-sm text-muted-foreground">{t("results.nobodyVoted")}</p>
      )}
      <Section title={t("results.votesTitle")}>
        <VotesByParticipant participants={roomData.participants} votes={roomData.votes} me={roomData.me} />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2.5">
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}
