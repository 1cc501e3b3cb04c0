// jira.siteAddress: the web address of a JIRA site, from the server's JIRA_BASE_URL, so ticket
// links go where the server's requests go (a self-hosted gateway, a test fake), not always to
// https://{domain}.atlassian.net. Nothing secret: the template is the operator's, the site public.
import { z } from "zod";
import { isValidJiraDomain, normalizeJiraDomain } from "../shared/jira";
import { jiraBaseUrl } from "./rest";
import { query } from "../../../server/live";

export const siteAddress = query({
  args: z.object({ domain: z.string().max(300) }),
  handler: async (ctx, { domain }): Promise<string | null> => {
    const site = normalizeJiraDomain(domain);
    return isValidJiraDomain(site) ? jiraBaseUrl(site, ctx.app.jira.client.baseUrlTemplate) : null;
  },
});
