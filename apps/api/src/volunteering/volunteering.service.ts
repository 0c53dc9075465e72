import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { VolunteerApplicationResponse, VolunteerRole } from '@foundation/shared';
import { AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/index.js';
import {
  volunteerApplicationReceivedMail,
  volunteerApplicationStaffMail,
} from './volunteer-application-mails.js';
import { type CreateVolunteerApplicationDto } from './dto/create-volunteer-application.dto.js';
import { VolunteeringErrorCode, volunteeringError } from './volunteering.errors.js';
import { toVolunteerRole } from './volunteering.presenter.js';
import { VolunteeringRepository } from './volunteering.repository.js';
import { DEFAULT_LOCALE, localizedText } from '@foundation/shared';
import { PrivacyService } from '../privacy/index.js';

/** The public side of volunteering: the roles on the Yogamitra page and its application form. */
@Injectable()
export class VolunteeringService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: VolunteeringRepository,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly privacy: PrivacyService,
  ) {}

  /** Active roles in the order staff gave them. */
  async listPublicRoles(): Promise<VolunteerRole[]> {
    return (await this.repository.findActiveRoles()).map(toVolunteerRole);
  }

  /**
   * Stores an application for an active role and queues the staff's and the applicant's e-mails in the same
   * transaction (so both exist exactly when the application does). The role row is locked so that it cannot
   * be deleted between the check and the insert.
   */
  async apply(input: CreateVolunteerApplicationDto): Promise<VolunteerApplicationResponse> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const role = await this.repository.lockRole(manager, input.roleId);
      if (!role || !role.isActive)
        throw volunteeringError(VolunteeringErrorCode.RoleUnavailable, { field: 'roleId' });
      const application = await this.repository.insertApplication(manager, {
        name: input.name,
        email: input.email,
        // Kept as typed (spaces collapsed): staff call the number the visitor wrote.
        phone: input.phone.replace(/\s+/g, ' '),
        city: input.city,
        roleId: role.id,
        roleTitle: role.title,
        availability: input.availability,
        message: input.message ?? '',
        locale: input.locale ?? DEFAULT_LOCALE,
        ...(await this.privacy.acceptance(manager)),
      });
      await this.mail.enqueue(
        manager,
        volunteerApplicationStaffMail(application, this.config.VOLUNTEER_NOTIFY_EMAIL),
      );
      await this.mail.enqueue(
        manager,
        volunteerApplicationReceivedMail(
          // The applicant reads the role's title in their language (English where it has no Hindi twin).
          { ...application, roleTitle: localizedText(role, 'title', application.locale) },
          this.config.FOUNDATION_NAME,
          application.locale,
        ),
      );
      return application;
    });
    this.mail.kick();
    return { id: saved.id, receivedAt: saved.createdAt.toISOString() };
  }
}
