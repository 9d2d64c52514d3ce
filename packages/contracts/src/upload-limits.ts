/**
 * Upload limits (bytes), checked on the file's real type. In a file of its own, without zod, so
 * the web app can import it without pulling the schemas into its bundle.
 */
export const UPLOAD_LIMITS = { imageBytes: 10 * 1024 * 1024, pdfBytes: 5 * 1024 * 1024, imageMaxSide: 2048 } as const;
