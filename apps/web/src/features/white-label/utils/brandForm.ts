import {
  BrandDomain,
  HexColor,
  WHITE_LABEL_LIMITS,
  type BrandColors,
  type WhiteLabelSettings,
  type WhiteLabelUpdateInput,
} from '@sym/contracts';

/** What the brand form edits (the pictures are uploaded on their own). */
export interface BrandForm {
  productName: string;
  emailSenderName: string;
  /** Off: the edition's own colours. */
  hasColors: boolean;
  colors: BrandColors;
  domains: string[];
}

/** Where the colour pickers start when a brand has no colours yet: near the app's dark theme, readable throughout. */
export const STARTING_COLORS: BrandColors = {
  primary: '#5a3de0',
  accent: '#a48dff',
  background: '#0b0c10',
  text: '#e8eaf0',
};

export function formOf(settings: WhiteLabelSettings): BrandForm {
  return {
    productName: settings.productName ?? '',
    emailSenderName: settings.emailSenderName ?? '',
    hasColors: settings.colors !== null,
    colors: settings.colors ?? STARTING_COLORS,
    domains: [...settings.domains],
  };
}

const textOrNull = (text: string) => text.trim() || null;

/** The update the form asks for: empty texts clear their field, colours switched off clear the colours. */
export function updateOf(form: BrandForm): Omit<WhiteLabelUpdateInput, 'teamId'> {
  return {
    productName: textOrNull(form.productName),
    emailSenderName: textOrNull(form.emailSenderName),
    colors: form.hasColors ? form.colors : null,
    domains: form.domains,
  };
}

/** Whether a typed colour is one the server takes (#rrggbb). */
export function isHexColor(value: string): boolean {
  return HexColor.safeParse(value).success;
}

export type DomainProblem = 'invalid' | 'duplicate' | 'tooMany';

/** The domain as it would be stored, or why it cannot be added to the list. */
export function checkDomain(
  value: string,
  domains: readonly string[],
): { domain: string; problem: null } | { domain: null; problem: DomainProblem } {
  const parsed = BrandDomain.safeParse(value);
  if (!parsed.success) return { domain: null, problem: 'invalid' };
  if (domains.includes(parsed.data)) return { domain: null, problem: 'duplicate' };
  if (domains.length >= WHITE_LABEL_LIMITS.domainsMax) return { domain: null, problem: 'tooMany' };
  return { domain: parsed.data, problem: null };
}
