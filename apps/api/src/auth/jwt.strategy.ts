import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passportJwt from 'passport-jwt';
import { AppConfig } from '../config/app-config.js';
import { type AccessTokenClaims, type AdminProfile } from './sign-in-tokens.js';
import { AuthService } from './auth.service.js';

const { ExtractJwt, Strategy } = passportJwt;

/**
 * Reads `Authorization: Bearer <jwt>`, accepts only HS256 tokens signed with our key, of our issuer and
 * audience, not expired, and naming an admin who still exists.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      ignoreExpiration: false,
      jsonWebTokenOptions: { clockTolerance: 5, maxAge: `${config.JWT_ACCESS_TTL_SECONDS + 5}s` },
    });
  }

  async validate(claims: Partial<AccessTokenClaims>): Promise<AdminProfile | false> {
    return (await this.auth.adminForToken(claims)) ?? false;
  }
}
