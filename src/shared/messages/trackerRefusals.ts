// The trackers' own refusals (issue 35) as English ICU templates by code, so the browser says them
// in the person's language: the egress guard's (every tracker's calls go through it), the ones every
// tracker says alike ("tracker.*", the tracker's name a parameter) and each tracker's own. A
// tracker's quoted words ("GitHub says: …") are the `says` parameter, itself the "tracker.says"
// sentence; an egress sentence inside "could not be reached" is the `error` parameter. Joined into
// the shared catalogue by src/shared/messageCodes.ts; the plugins say them through `sayRefusal`.

const MINUTES = "{minutes, plural, one {# minute} other {# minutes}}";

export const TRACKER_REFUSAL_TEMPLATES = {
  // The egress guard (src/server/egress).
  "egress.notWebAddress": '"{address}" is not a web address.',
  "egress.protocol": "{protocol} addresses are not supported: use https.",
  "egress.credentials": "Tracker addresses may not carry a user name or password: use a token.",
  "egress.notListed": "{host} is not a tracker site this server may reach. The operator lists self-hosted sites in TRACKER_HOSTS.",
  "egress.dns": "{host} could not be found (DNS). Check the site's address.",
  "egress.internalAddress": "{host} points to a {range} address ({address}), which this server reaches only when TRACKER_HOSTS lists the host exactly.",
  "egress.tooLarge": "{host} answered with more than {megabytes} MB, which is more than this server reads.",
  "egress.timeout": "{host} did not answer within {seconds} seconds. Try again later.",
  "egress.unreachable": "{host} could not be reached ({reason}).",
  "egress.redirected": "{host} redirected to another site ({other}), which this server does not follow. Check the site's address.",
  "egress.tooManyRedirects": "{host} redirected too many times.",
  // Said alike by every tracker.
  "tracker.says": " {tracker} says: {text}",
  "tracker.unreachable": "{tracker} could not be reached: {error}",
  "tracker.trouble": "{tracker} is having trouble right now ({status}). Try again in a few minutes.",
  "tracker.refused": "{tracker} refused the request ({status}).{says}",
  "tracker.unexpectedStatus": "{tracker} answered with an unexpected status ({status}).{says}",
  "tracker.notJson": "{tracker} sent an answer that is not JSON ({status}). Check the site's address.",
  "tracker.notJsonSetting": "{tracker} sent an answer that is not JSON ({status}). Check {setting}.",
  "tracker.nextPageElsewhere": "{tracker}'s next page pointed at another site, which this server does not follow.",
  // GitHub.
  "github.badToken": "GitHub did not accept the token (401 Bad credentials): it may be wrong, expired or revoked. Create a new personal access token at {page} and paste it again.",
  "github.missingScopes": "The GitHub token lacks the {scopes} scope. Add it to the token at {page}, then try again.",
  "github.missingScope": "The GitHub token lacks a scope this needs. Add it to the token at {page}, then try again.",
  "github.rateLimited": `GitHub's rate limit for this token is used up. Try again in ${MINUTES}.`,
  "github.forbidden": "GitHub refused the request (403): the token may not do this here (organisation SSO, an IP allow list or missing access).{says}",
  "github.notFound": "GitHub could not find it (404), or the token may not see it. Check the name, and for a private repository give the token the repo scope.",
  "github.gone": "GitHub says this is gone (410): issues may be turned off for the repository.",
  "github.queryNotFound": "GitHub could not find it, or the token may not see it.{says}",
  "github.queryForbidden": "GitHub refused the request: the token may not do this here.{says}",
  "github.queryFailed": "GitHub could not answer the query.{says}",
  "github.noData": "GitHub answered the query without data.",
  // Jira Data Center.
  "jiraDc.rateLimited": `Jira's rate limit for this account is reached. Try again in ${MINUTES}.`,
  "jiraDc.loginPage":
    "The site answered with a login page instead of Jira's API. Check the site's address (with its context path, such as /jira), and ask the site's administrators to let personal access tokens through their sign-in proxy.",
  "jiraDc.badToken": "Jira did not accept the personal access token (401): it may be wrong, expired or revoked. Create a new one in Jira (your profile, Personal Access Tokens) and paste it again.",
  "jiraDc.captcha": "Jira has locked this account after too many failed sign-ins (CAPTCHA). Sign in to Jira once in a browser, then try again.",
  "jiraDc.forbidden": "Jira refused the request (403): the account may not do this, or has no Jira Software licence.{says}",
  "jiraDc.notFound": "Jira could not find it (404), or the account may not see it.{says}",
  // Linear.
  "linear.badKey": "Linear did not accept the API key: it may be wrong or revoked. Create a personal API key in Linear's Settings, Security & access, Personal API keys, and paste it again.",
  "linear.rateLimited": `Linear's rate limit for this API key is used up. Try again in ${MINUTES}.`,
  "linear.forbidden": "Linear refused the request: the key's user may not do this here.{says}",
  "linear.notFound": "Linear could not find it, or the key's user may not see it.{says}",
  "linear.refused": "Linear refused the request.{says}",
  "linear.noAnswer": "Linear could not answer the request.{says}",
  "linear.notGraphql": "Linear sent an answer that is not GraphQL data ({status}). Check {setting}.",
  // GitLab.
  "gitlab.rateLimited": `GitLab's rate limit for this account is reached. Try again in ${MINUTES}.`,
  "gitlab.noWeights": "This GitLab instance has no issue weights (a Premium and Ultimate feature), so the estimate cannot be written to GitLab. Write it by hand, or use a label.",
  "gitlab.signInPage": "The site answered with a web page instead of GitLab's API. Check the site's address (with its path, if GitLab is not at the root).",
  "gitlab.badToken": "GitLab did not accept the personal access token (401): it may be wrong, expired or revoked. Create a new one in your GitLab profile, Access tokens, and paste it again.",
  "gitlab.lacksApiScope": "The GitLab token lacks the api scope, which writing needs (read_api only reads). Create a token with the api scope, and paste it again.",
  "gitlab.forbidden": "GitLab refused the request (403): the token may lack the api scope (read_api only reads), or your role in the project may not edit issues.{says}",
  "gitlab.notFound": "GitLab could not find it (404), or the token may not see it.{says}",
  "gitlab.notAList": "GitLab sent a list that is not a list. Check the site's address.",
  // Azure DevOps.
  "azureDevOps.tokenRefused":
    "Azure DevOps refused the token: it may be wrong, expired or revoked, or made for another organization. Create a personal access token (User settings, Personal access tokens) with Work Items (Read & write), and paste it again.",
  "azureDevOps.rateLimited": `Azure DevOps is throttling this account (too many requests). Try again in ${MINUTES}.`,
  "azureDevOps.forbidden": "Azure DevOps refused the request (403): the token may lack the Work Items (Read & write) scope, or the account may not do this here.{says}",
  "azureDevOps.notFound": "Azure DevOps could not find it (404), or the account may not see it.{says}",
  "azureDevOps.conflict": "The work item changed in Azure DevOps meanwhile. Try again.{says}",
  "azureDevOps.notJson": "Azure DevOps sent an answer that is not JSON ({status}). Check the organization's address.",
} as const;

export type TrackerRefusalCode = keyof typeof TRACKER_REFUSAL_TEMPLATES;
