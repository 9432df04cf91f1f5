// The device's persisted settings (spec 1 §3, §9): flag level, kiosk mode, consent, experiments.
import { z } from 'zod';

export const flagLevelSchema = z.enum(['production', 'synthetic', 'canary', 'development']);

export const settingsSchema = z.object({
  flagLevel: flagLevelSchema.default('production'),
  showHiddenFlags: z.boolean().default(false),
  vegetarianOnly: z.boolean().default(false),
  covidNotice: z.boolean().default(false),
  /**
   * 14-G18 (/debug): flags switched by hand on top of the level's defaults (isFeatureOn's overrides), and
   * experiment variants forced by hand (pick), both by name. Optional: older saved settings have neither.
   */
  flagOverrides: z.record(z.string().max(60), z.boolean()).optional(),
  forcedVariants: z.record(z.string().max(80), z.string().max(80)).optional(),
  /**
   * Kiosk mode (issue 07): the store tablet this device is, set by `?kiosk=SECTOR:HUTID` or the
   * hidden kiosk settings screen; null on a customer's own device.
   */
  kiosk: z
    .object({
      sector: z.string(),
      hutId: z.string(),
      /** Idle seconds before 'Still there?' (default 90). */
      idleSeconds: z.number().int().min(15).max(3600).default(90),
      /** The store's enrolment of this tablet (issue 12): sent as the x-kiosk-device header. */
      deviceId: z.string().optional(),
      credential: z.string().optional(),
    })
    .nullable()
    .default(null),
  /**
   * The cookie-consent choice (issue 17, 14-G8): the groups granted (C0001 always; C0002 governs
   * analytics, 14-G9) and when; null until the customer has chosen, which shows the banner.
   */
  consent: z
    .object({ groups: z.array(z.enum(['C0001', 'C0002', 'C0003', 'C0004'])), at: z.number() })
    .nullable()
    .default(null),
});
export type FlagLevel = z.infer<typeof flagLevelSchema>;
export type Settings = z.infer<typeof settingsSchema>;

/** Variant per experiment key, picked at random once and kept (spec 1 §9). */
export const experimentsSchema = z.record(z.string(), z.string());
export type Experiments = z.infer<typeof experimentsSchema>;
