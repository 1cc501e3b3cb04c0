import { Link } from "../router";
import { TERMS_LAST_UPDATED } from "../../shared/constants";
import { LegalLayout, LegalSection, OperatorEmail } from "../components/legal/LegalLayout";
import { useSiteInfo } from "../site/useSiteInfo";

/** `/terms-of-service`: the terms of use, last updated 29.06.2025 (spec 1). */
export default function TermsOfService() {
  const site = useSiteInfo();
  return (
    <LegalLayout
      eyebrow="Legal"
      title="Terms of Service"
      intro={
        <>
          <p>
            Last updated: <time dateTime="2025-06-29">{TERMS_LAST_UPDATED}</time>
          </p>
          <p className="mt-2">Please read these terms before using Planning Poker. They are short, and written to be understood.</p>
        </>
      }
    >
      <LegalSection title="1. Agreement">
        <p>
          These terms govern your use of the Planning Poker service provided by the operator named in our{" "}
          <Link to="/legal-notice">Legal Notice</Link> (&ldquo;we&rdquo;, &ldquo;us&rdquo;). By creating an account or using the
          service you agree to them. If you use the service for an organisation, you confirm that you may accept these terms on its behalf.
        </p>
      </LegalSection>

      <LegalSection title="2. The service">
        <p>
          Planning Poker lets teams estimate work together in real time: signed-in users create temporary or permanent rooms, join
          rooms by code, vote with Fibonacci cards, reveal the votes and review the results. Rooms may optionally be linked to a
          JIRA site to pick tickets and write back story points.
        </p>
        <p>The service is offered free of charge. We may add, change or remove features as it develops.</p>
      </LegalSection>

      <LegalSection title="3. Your account">
        <ul>
          <li>You sign up with a name, an email address and a password, or with your GitHub account.</li>
          <li>Keep your password secret and tell us promptly if you believe your account has been misused.</li>
          <li>You are responsible for what happens under your account.</li>
          <li>The information you give us must be accurate; please do not create accounts in someone else&apos;s name.</li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Rooms and your content">
        <p>
          You keep all rights to the stories, names and other content you enter. You grant us the limited right to store, process
          and show that content to the participants of your rooms, only to provide the service.
        </p>
        <p>
          Temporary rooms are deleted when the last participant leaves. Permanent rooms remain until their owner deletes them.
          Room owners and admins can manage stories and participants, including removing people from a room.
        </p>
      </LegalSection>

      <LegalSection title="5. Acceptable use">
        <p>You agree not to:</p>
        <ul>
          <li>break the law or infringe the rights of others through the service;</li>
          <li>enter content that is unlawful, abusive, or that you have no right to share;</li>
          <li>disrupt, overload or probe the service, or try to access data or rooms that are not yours;</li>
          <li>automate access in ways that place an unreasonable load on the service.</li>
        </ul>
      </LegalSection>

      <LegalSection title="6. Third-party services">
        <p>
          Signing in with GitHub and the JIRA integration rely on services run by others, whose own terms apply. When you connect a
          room to JIRA, you confirm that you may use the account and API token you provide; we store the token encrypted and use it
          only to read tickets and update story points at your request.
        </p>
      </LegalSection>

      <LegalSection title="7. Availability">
        <p>
          We work to keep the service available and your data safe, but we cannot promise uninterrupted or error-free operation.
          Maintenance, updates or events outside our control may interrupt it. Keep your own records of estimates that matter to
          you.
        </p>
      </LegalSection>

      <LegalSection title="8. Ending your use">
        <p>
          You can stop using the service at any time and ask us to delete your account. We may suspend or close accounts that
          seriously or repeatedly break these terms, and will tell you why where we reasonably can.
        </p>
      </LegalSection>

      <LegalSection title="9. Liability">
        <p>
          The service is provided &ldquo;as is&rdquo;. To the extent the law allows, we are not liable for indirect or consequential
          losses, lost data or lost profits arising from its use. Nothing in these terms limits liability that cannot be limited by
          law, such as liability for intent, gross negligence or injury to life, body or health.
        </p>
      </LegalSection>

      <LegalSection title="10. Changes to these terms">
        <p>
          We may update these terms when the service or the law changes. The date at the top shows the latest version; if a change
          is significant we will point it out in the service. Continuing to use the service after a change means you accept the
          updated terms.
        </p>
      </LegalSection>

      <LegalSection title="11. Contact">
        <p>
          Questions about these terms? Write to <OperatorEmail site={site} />. Details of the operator are in our{" "}
          <Link to="/legal-notice">Legal Notice</Link>.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
