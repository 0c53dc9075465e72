export type DemoImageMotif = 'mandala' | 'lotus' | 'mountains' | 'river' | 'sun';
export type DemoImageKind = 'cover' | 'gallery' | 'hero' | 'heroMobile';
export interface DemoImageSpec {
  /** File name without extension: lower-case letters, digits and hyphens. */
  name: string;
  kind: DemoImageKind;
  motif: DemoImageMotif;
}
export declare const DEMO_IMAGE_SIZES: Record<DemoImageKind, { width: number; height: number }>;
export declare const DEMO_IMAGE_FOLDER: string;
export declare function demoImageUrl(name: string): string;
export declare function demoImagePath(uploadsDir: string, name: string): string;
export declare class DemoImageSet {
  cover(name: string, motif: DemoImageMotif): string;
  gallery(name: string, motif: DemoImageMotif): string;
  hero(name: string, motif: DemoImageMotif): string;
  heroMobile(name: string, motif: DemoImageMotif): string;
  get specs(): DemoImageSpec[];
}
export declare function writeDemoImages(
  uploadsDir: string,
  specs: DemoImageSpec[],
): Promise<{ written: number; skipped: number; milliseconds: number }>;
export declare function demoImageSvg(
  name: string,
  motif: DemoImageMotif,
  width: number,
  height: number,
): string;
