export declare function adminOnlyModules(clientDir?: string): string[];
