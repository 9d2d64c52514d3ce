import { z } from 'zod';

/** Quick translation (spec: POST /apitranslate) between Vietnamese and Japanese. */
export const TRANSLATE_TEXT_MAX_LENGTH = 2000;

export const translateMessages = {
  textRequired: 'Vui lòng nhập nội dung cần dịch.',
  textTooLong: `Nội dung cần dịch tối đa ${TRANSLATE_TEXT_MAX_LENGTH} ký tự.`,
  sourceInvalid: 'Ngôn ngữ nguồn chỉ có thể là vi, ja, en hoặc auto.',
  targetInvalid: 'Ngôn ngữ đích chỉ có thể là vi hoặc ja.',
} as const;

export const translateSourceLanguage = z.enum(['vi', 'ja', 'en', 'auto'], { error: translateMessages.sourceInvalid });
export type TranslateSourceLanguage = z.infer<typeof translateSourceLanguage>;
export const translateTargetLanguage = z.enum(['vi', 'ja'], { error: translateMessages.targetInvalid });
export type TranslateTargetLanguage = z.infer<typeof translateTargetLanguage>;
/** The language a text was translated from; 'unknown' when it had nothing to translate (digits, symbols). */
export const detectedLanguage = z.enum(['vi', 'ja', 'en', 'unknown']);
export type DetectedLanguage = z.infer<typeof detectedLanguage>;
/** 'google' (online), 'glossary' (offline, also the fallback) or 'none' (nothing to translate). */
export const translateProviderName = z.enum(['google', 'glossary', 'none']);
export type TranslateProviderName = z.infer<typeof translateProviderName>;

export const translateRequest = z.object({
  text: z
    .string({ error: translateMessages.textRequired })
    .trim()
    .min(1, { error: translateMessages.textRequired })
    .max(TRANSLATE_TEXT_MAX_LENGTH, { error: translateMessages.textTooLong }),
  source: translateSourceLanguage.default('auto'),
  target: translateTargetLanguage,
});
export type TranslateRequest = z.input<typeof translateRequest>;

export const translateResult = z.object({
  text: z.string(),
  source: detectedLanguage,
  target: translateTargetLanguage,
  translated: z.boolean(),
  provider: translateProviderName,
});
export type TranslateResultDto = z.infer<typeof translateResult>;

export const translateResponse = z.object({ success: z.literal(true), data: translateResult });
