import { z } from 'zod';
import { ZRequiredText } from './common';

/** The organisation's names: the Team View's top nodes, the side panel's user, the agency name default. */
export const ZSettings = z.object({
  /** The parent company at the top of the hierarchy. */
  organisationName: z.string(),
  /** The agency owner beneath it (matched to an agent by NPN where one is given). */
  agencyOwnerName: z.string().nullable(),
  agencyOwnerNpn: z.string().nullable(),
  /** The signed-in user shown in the side panel, and the sender of notices. */
  administratorName: z.string(),
  /** The agency name a new agent profile starts with. */
  defaultAgencyName: z.string().nullable(),
});
export type TSettings = z.infer<typeof ZSettings>;

/** What a new installation shows until Settings are saved. */
export const DEFAULT_SETTINGS: TSettings = {
  organisationName: 'AgentLedger Financial Group',
  agencyOwnerName: 'Jordan Blake',
  agencyOwnerNpn: '17350001',
  administratorName: 'Alex Morgan',
  defaultAgencyName: 'AgentLedger Financial Group',
};

const ZOptionalSetting = z
  .string()
  .trim()
  .max(200, 'is too long')
  .nullish()
  .transform((v) => (v === '' ? null : v));

/** An update names only what changes; the two names the screens cannot do without may not be emptied. */
export const ZSettingsUpdate = z.object({
  organisationName: ZRequiredText('Organisation name', 200).optional(),
  agencyOwnerName: ZOptionalSetting,
  agencyOwnerNpn: ZOptionalSetting,
  administratorName: ZRequiredText('Administrator name', 200).optional(),
  defaultAgencyName: ZOptionalSetting,
});
export type TSettingsUpdate = z.infer<typeof ZSettingsUpdate>;
