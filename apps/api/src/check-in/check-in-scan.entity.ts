import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One scan a phone recorded at the door, as it synced (`POST /api/check-in/scans`). `client_scan_id` (the
 * phone's id of the scan) is unique: a replayed batch finds its scans already there and changes nothing.
 * An admit's `admitted` is how many of its admissions count: the admits of a booking are ranked by
 * `scanned_at` (then by `seq`, the server's order of arrival) and each takes what the earlier ones left,
 * so every admission is checked in at most once (CheckInRepository.rankAdmits). The event and booking are
 * the ones the phone claimed (no foreign keys: refused scans of unknown bookings are kept too).
 */
@Entity('check_in_scans')
@Index('uq_check_in_scans_client_scan_id', ['clientScanId'], { unique: true })
@Index('ix_check_in_scans_booking', ['bookingId', 'scannedAt'])
@Index('ix_check_in_scans_event', ['eventId', 'deviceId'])
@Check('ck_check_in_scans_kind', `"kind" IN ('admit', 'undo')`)
@Check('ck_check_in_scans_admissions', '"requested" >= 0 AND "admitted" >= 0 AND "admitted" <= "requested"')
export class CheckInScanEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Arrival order, for scans of the same instant. */
  @Column({ type: 'bigint', generated: 'increment' })
  seq: string;

  @Column({ type: 'varchar', length: 100 })
  clientScanId: string;

  @Column({ type: 'varchar', length: 10 })
  kind: 'admit' | 'undo';

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'uuid' })
  bookingId: string;

  /** Admissions the phone let in (0 for an undo). */
  @Column({ type: 'integer', default: 0 })
  requested: number;

  /** Of those, how many count after ranking (0 once undone or refused). */
  @Column({ type: 'integer', default: 0 })
  admitted: number;

  /** CheckInScanOutcome: admitted, conflict, undone, not-for-this-event, cancelled, unknown-booking. */
  @Column({ type: 'varchar', length: 30 })
  outcome: string;

  /** An admit in conflict: the scan that took its admissions first. */
  @Column({ type: 'uuid', nullable: true })
  firstScanId: string | null;

  /** An undo: the client scan id of the admit it undoes. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  undoes: string | null;

  /** An admit: when an undo took it back. */
  @Column({ type: 'timestamptz', nullable: true })
  undoneAt: Date | null;

  @Column({ type: 'varchar', length: 100 })
  deviceId: string;

  @Column({ type: 'varchar', length: 100 })
  deviceName: string;

  /** The volunteer's link it came through, or null for an admin's scan (admin_id). */
  @Column({ type: 'uuid', nullable: true })
  linkId: string | null;

  @Column({ type: 'uuid', nullable: true })
  adminId: string | null;

  @Column({ type: 'timestamptz' })
  scannedAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}

/** A conflict another phone's sync revealed, waiting for a device's next sync (then deleted). */
@Entity('check_in_conflict_notices')
export class CheckInConflictNoticeEntity {
  @Column({ type: 'varchar', length: 100, primary: true })
  deviceId: string;

  @Column({ type: 'uuid', primary: true })
  scanId: string;
}
