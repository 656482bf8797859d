/** Declarations for bundle.mjs (the site server's compile step, run by the web build). */
export declare const siteServerDist: string;
export declare function bundleSiteServer(options?: { quiet?: boolean }): Promise<string>;
