export declare function nginxConfig(): string;
export declare const NGINX_FILES: Record<string, () => string>;
