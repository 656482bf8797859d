export declare function adminOnlyModules(clientDir?: string): string[];
export declare function adminOnlyStylesheets(clientDir?: string): string[];
