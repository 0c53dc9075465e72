import { type DataSource } from 'typeorm';

export interface SeedOptions {
  uploadsDir: string;
  adminEmail: string;
  adminPassword: string;
}

/** Placeholder until the demo content lands. */
export async function seedDemoData(_dataSource: DataSource, _options: SeedOptions): Promise<{ seeded: boolean }> {
  return { seeded: false };
}
