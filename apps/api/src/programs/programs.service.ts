import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MESSAGES, type CommunityProgram } from '@foundation/shared';
import { ApiError } from '../common/http/api-error.js';
import { CommunityProgramEntity } from './community-program.entity.js';
import { toCommunityProgram } from './program.presenter.js';

@Injectable()
export class ProgramsService {
  constructor(@InjectRepository(CommunityProgramEntity) private readonly programs: Repository<CommunityProgramEntity>) {}

  /** Active programs, newest first (SPEC section 7); the home page asks for 6. */
  async listPublic(limit?: number): Promise<CommunityProgram[]> {
    const rows = await this.programs.find({
      where: { isActive: true },
      order: { createdAt: 'DESC', id: 'ASC' },
      ...(limit ? { take: limit } : {}),
    });
    return rows.map(toCommunityProgram);
  }

  /** One active program by its slug; 404 'Program Not Found' otherwise. */
  async findPublicBySlug(urlSlug: string): Promise<CommunityProgram> {
    const program = await this.programs.findOne({ where: { urlSlug, isActive: true } });
    if (!program) throw ApiError.notFound(MESSAGES.programNotFound);
    return toCommunityProgram(program);
  }
}
