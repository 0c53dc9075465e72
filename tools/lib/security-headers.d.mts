export declare const RAZORPAY_CHECKOUT: {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
};
export declare function originOf(url: string | undefined): string | undefined;
export declare function contentSecurityPolicy(
  app: 'site' | 'admin',
  options?: { apiUrl?: string; mediaUrls?: string[] },
): string;
export declare function securityHeaders(
  app: 'site' | 'admin',
  options?: { apiUrl?: string; mediaUrls?: string[]; production?: boolean },
): Record<string, string>;
export declare function nginxHeaderLines(headers: Record<string, string>, indent?: string): string;
