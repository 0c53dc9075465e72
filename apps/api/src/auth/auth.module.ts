import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { AppConfig } from '../config/app-config.js';
import { AdminUserEntity } from './admin-user.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { LiveSignIns } from './live-sign-ins.service.js';
import { LoginRateLimiter } from './login-rate-limiter.service.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';
import { RefreshTokensService } from './refresh-tokens.service.js';
import { StaffInviteEntity } from './staff-invite.entity.js';
import { StaffController } from './staff.controller.js';
import { StaffRepository } from './staff.repository.js';
import { StaffService } from './staff.service.js';

/** Admin sign-ins (signing in, refresh, sign-out), and the global deny-by-default guard. */
@Module({
  imports: [
    AuditModule,
    TypeOrmModule.forFeature([AdminUserEntity, StaffInviteEntity]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: {
          algorithm: 'HS256',
          expiresIn: config.JWT_ACCESS_TTL_SECONDS,
          issuer: config.JWT_ISSUER,
          audience: config.JWT_AUDIENCE,
        },
        verifyOptions: { algorithms: ['HS256'], issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE },
      }),
    }),
  ],
  controllers: [AuthController, StaffController],
  providers: [
    AuthService,
    RefreshTokensRepository,
    RefreshTokensService,
    LoginRateLimiter,
    LiveSignIns,
    StaffRepository,
    StaffService,
    JwtStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
})
export class AuthModule {}
