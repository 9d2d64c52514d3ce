/** Types of scripts/build.mjs for the tests that import it. */
export declare const repoRoot: string;
export declare const serverDist: string;
export declare const webDist: string;
export declare const serverEntries: Record<string, string>;
export declare function inputsOf(part: 'web' | 'server'): string[];
export declare function stampOf(part: 'web' | 'server', root?: string): string;
export declare function isFresh(part: 'web' | 'server', root?: string): boolean;
export declare function outputOf(part: 'web' | 'server'): string;
export declare function buildServer(): Promise<{ bytes: number; files: number }>;
export declare function writePgliteTemplate(dir: string): Promise<void>;
export declare function buildWeb(): void;
export declare const TEMPLATE_DATABASES_DROPPED: string[];
