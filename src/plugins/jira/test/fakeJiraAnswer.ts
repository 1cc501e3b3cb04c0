// What a fake JIRA route answers, and JIRA's standard error envelope (NOTES §1.7).
export type Answer = { status: number; json?: unknown; text?: string; contentType?: string; headers?: Record<string, string> };

export const envelope = (status: number, errorMessages: string[], errors: Record<string, string> = {}): Answer => ({ status, json: { errorMessages, errors } });
