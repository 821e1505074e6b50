export function headerPolicyOfPage(html: string): string | null;
export function staticHostHeaders(html: string): Record<string, string>;
