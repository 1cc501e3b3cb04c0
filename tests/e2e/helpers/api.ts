// Calls the app's HTTP function endpoints as a signed-in person, for setting the scene of a
// browser test (what another person does meanwhile) without a second browser.

export async function callApi(baseURL: string, kind: "query" | "mutation" | "action", path: string, args: unknown, token?: string): Promise<any> {
  const response = await fetch(`${baseURL}/api/${kind}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ path, args }),
  });
  const body = (await response.json()) as { status: string; value?: any; errorMessage?: string };
  if (body.status !== "success") throw new Error(`${path} failed: ${body.errorMessage}`);
  return body.value;
}
