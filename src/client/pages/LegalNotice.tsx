import { Link } from "../router";
import { LegalLayout, LegalSection, OperatorEmail, OperatorName } from "../components/legal/LegalLayout";
import { useSiteInfo } from "../site/useSiteInfo";

/** `/legal-notice`: who runs this installation and how to reach them. */
export default function LegalNotice() {
  const site = useSiteInfo();
  const address = site?.operator.address.trim();
  return (
    <LegalLayout eyebrow="Legal" title="Legal Notice" intro="Information about the operator of this Planning Poker service, as required for online services.">
      <LegalSection title="Service provider">
        <address className="rounded-lg border border-border bg-surface p-4 not-italic shadow-xs">
          <strong className="block font-semibold" data-testid="operator-name">
            <OperatorName site={site} />
          </strong>
          {address ? (
            <span className="mt-1 block whitespace-pre-line text-muted-foreground" data-testid="operator-address">
              {address}
            </span>
          ) : null}
          <span className="mt-2 block">
            Email: <OperatorEmail site={site} />
          </span>
        </address>
      </LegalSection>

      <LegalSection title="Contact">
        <p>
          For questions about this service, your account or these pages, write to <OperatorEmail site={site} />. We aim to answer
          within a few working days.
        </p>
      </LegalSection>

      <LegalSection title="Responsibility for content">
        <p>
          The operator named above is responsible for the content of this website. Rooms, stories, names and votes are entered by
          the people who use the service; they are responsible for what they enter.
        </p>
      </LegalSection>

      <LegalSection title="Liability for content">
        <p>
          We prepare the content of these pages with care, but cannot guarantee that it is accurate, complete or current. As a
          service provider we are responsible for our own content. We are not obliged to monitor information that users enter or
          that is transmitted through the service, but we remove unlawful content promptly once we become aware of it.
        </p>
      </LegalSection>

      <LegalSection title="Liability for links">
        <p>
          This service links to external websites, such as GitHub for sign-in and your own JIRA site when a room uses the JIRA
          integration. We have no influence over their content and accept no liability for it; the respective provider or operator
          is always responsible for the content of linked pages.
        </p>
      </LegalSection>

      <LegalSection title="Copyright">
        <p>
          The design, text and graphics of this service are protected by copyright. Content that users enter remains theirs. Any
          use beyond what copyright law permits requires the written consent of the respective rights holder.
        </p>
      </LegalSection>

      <LegalSection title="Data protection">
        <p>To run the service we store only what it needs:</p>
        <ul>
          <li>your name, email address and a salted hash of your password (never the password itself), or your GitHub profile name, email and picture when you sign in with GitHub;</li>
          <li>the rooms you create or join, your role there, your votes and the stories you estimate;</li>
          <li>for rooms that use JIRA, the site, project, account email and an API token, which is stored encrypted;</li>
          <li>in your browser: your sign-in tokens, a random browser session id, your theme choice and whether you dismissed the Fibonacci guide.</li>
        </ul>
        <p>
          We use no advertising or tracking cookies. Temporary rooms are deleted when the last participant leaves. To have your
          account and data deleted, write to <OperatorEmail site={site} />.
        </p>
      </LegalSection>

      <p className="text-sm text-muted-foreground">
        See also our <Link to="/terms-of-service" className="font-medium text-link underline underline-offset-2">Terms of Service</Link>.
      </p>
    </LegalLayout>
  );
}
