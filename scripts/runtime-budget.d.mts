export declare const BUDGET: number;
export declare const PRINT_WIDTH: number;
export declare function codeLines(text: string): number;
export declare function measureGame(game: string): Promise<{ game: string; raw: number; formatted: number }>;
export declare function games(): string[];
