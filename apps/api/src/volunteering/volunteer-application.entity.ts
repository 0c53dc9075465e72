import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { DEFAULT_LOCALE, type Locale } from '@foundation/shared';
import {
  CONTACT_LIMITS,
  VOLUNTEER_APPLICATION_STATUSES,
  VOLUNTEER_LIMITS,
  type VolunteerApplicationStatus,
} from '@foundation/shared';
import { VolunteerRoleEntity } from './volunteer-role.entity.js';

/**
 * An application sent from the Yogamitra page. Its role is referenced with ON DELETE RESTRICT: a role with
 * applications is deactivated, never deleted, so staff always see what each person applied for.
 */
@Entity('volunteer_applications')
@Check('ck_volunteer_applications_locale', `"locale" IN ('en', 'hi')`)
@Index('ix_volunteer_applications_created_at', ['createdAt'])
@Index('ix_volunteer_applications_role_id', ['roleId'])
export class VolunteerApplicationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: VOLUNTEER_LIMITS.nameMax })
  name: string;

  @Column({ type: 'varchar', length: VOLUNTEER_LIMITS.emailMax })
  email: string;

  @Column({ type: 'varchar', length: CONTACT_LIMITS.phoneMax })
  phone: string;

  @Column({ type: 'varchar', length: VOLUNTEER_LIMITS.cityMax })
  city: string;

  @Column({ type: 'uuid', nullable: true })
  roleId: string | null;

  @ManyToOne(() => VolunteerRoleEntity, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'role_id' })
  role?: Relation<VolunteerRoleEntity> | null;

  @Column({ type: 'varchar', length: VOLUNTEER_LIMITS.titleMax })
  roleTitle: string;

  @Column({ type: 'varchar', length: VOLUNTEER_LIMITS.availabilityMax })
  availability: string;

  @Column({ type: 'text', default: '' })
  message: string;

  @Column({
    type: 'enum',
    enum: VOLUNTEER_APPLICATION_STATUSES,
    enumName: 'volunteer_application_status',
    default: 'new',
  })
  status: VolunteerApplicationStatus;

  /** The language the person used: every e-mail and PDF about this record speaks it. */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LOCALE })
  locale: Locale;

  /** The privacy notice's version shown on the form (null: none was published); set by the server. */
  @Column({ type: 'integer', nullable: true })
  noticeVersion: number | null;

  /** When the form was sent with that notice; null on records made before this was stored. */
  @Column({ type: 'timestamptz', nullable: true })
  noticeAcceptedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
