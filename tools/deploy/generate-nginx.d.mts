export declare function nginxConfig(app: 'site' | 'admin'): string;
export declare const NGINX_FILES: Record<string, () => string>;
