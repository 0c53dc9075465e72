import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  CANCELLATION_HOURS_MAX,
  CANCELLATION_MESSAGES,
  CANCELLATION_RULE_KINDS,
  EVENT_CATEGORIES,
  EVENT_LIST_LIMITS,
  EVENT_TYPES,
  HINDI_TWIN_LIMITS,
  type CancellationRuleKind,
  type EventCategory,
  type EventType,
} from '@foundation/shared';
import { HindiTwin } from '../../common/validation/hindi-twin.js';
import { IsSafeUrl } from '../../common/validation/is-safe-url.js';
import { MAX_PRICE, TicketTypeInputDto } from '../../ticket-types/index.js';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An emptied input arrives as '' from forms: treat it as "not given". */
const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);
const LIST_MAX = EVENT_LIST_LIMITS.items;
const ITEM_MAX = EVENT_LIST_LIMITS.itemMax;
/** What a Hindi twin of a section says in the API's description. */
const HINDI_LIST = 'Hindi twin of the whole list; null or empty shows the English list on the Hindi site';

export class FaqDto {
  @ApiProperty({ maxLength: ITEM_MAX })
  @IsString({ message: 'question must be text' })
  @MaxLength(ITEM_MAX)
  question: string;

  @ApiProperty({ maxLength: EVENT_LIST_LIMITS.answerMax })
  @IsString({ message: 'answer must be text' })
  @MaxLength(EVENT_LIST_LIMITS.answerMax)
  answer: string;
}

export class ScheduleItemDto {
  @ApiProperty({ maxLength: ITEM_MAX })
  @IsString({ message: 'activity must be text' })
  @MaxLength(ITEM_MAX)
  activity: string;

  @ApiPropertyOptional({ maxLength: ITEM_MAX })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(ITEM_MAX)
  description?: string;
}

export class EventGalleryItemDto {
  @ApiProperty({ format: 'uri', description: 'https URL or a path under /uploads/' })
  @IsSafeUrl()
  imageUrl: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString({ message: 'caption must be text' })
  @MaxLength(500)
  caption?: string;
}

/** A list of texts; a Hindi twin's (`featuresHi`) may be null, and says so in the API's description. */
const textList = (hindi = false) =>
  function (target: object, property: string) {
    // The message shown is the last one registered: the most basic check goes last.
    IsOptional()(target, property);
    MaxLength(ITEM_MAX, {
      each: true,
      message: `each of ${property} must be at most ${ITEM_MAX} characters`,
    })(target, property);
    IsString({ each: true, message: `${property} must be a list of texts` })(target, property);
    ArrayMaxSize(LIST_MAX, { message: `${property} may have at most ${LIST_MAX} items` })(target, property);
    IsArray({ message: `${property} must be a list of texts` })(target, property);
    ApiPropertyOptional({
      type: [String],
      maxItems: LIST_MAX,
      ...(hindi ? { nullable: true, description: HINDI_LIST } : {}),
    })(target, property);
  };

/**
 * An event as the admin panel saves it (create and update), with its `ticketTypes`. Types and sizes are
 * checked here; docs/product.md §5's rules and messages are checked by the service on the merged record. On
 * update, a field that is absent keeps its stored value. Read-only fields sent back are ignored.
 */
export class SaveEventDto {
  @ApiProperty({ maxLength: 200, description: 'Required (docs/product.md §5)' })
  @IsOptional()
  @IsString({ message: 'title must be text' })
  @MaxLength(200, { message: 'title must be at most 200 characters' })
  title?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 200,
    description: 'Generated from the title when empty',
  })
  @IsOptional()
  @IsString({ message: 'urlSlug must be text' })
  @MaxLength(200, { message: 'urlSlug must be at most 200 characters' })
  urlSlug?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 100_000,
    description: 'Rich text (HTML), sanitised on save',
  })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(100_000, { message: 'description is too long' })
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  @IsOptional()
  @IsString({ message: 'location must be text' })
  @MaxLength(300, { message: 'location must be at most 300 characters' })
  location?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsSafeUrl()
  locationMapUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date', example: '2030-01-10' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(CALENDAR_DATE, { message: 'startDate must be a date (YYYY-MM-DD)' })
  startDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date', example: '2030-01-12' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(CALENDAR_DATE, { message: 'endDate must be a date (YYYY-MM-DD)' })
  endDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsSafeUrl()
  imageUrl?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isPaid must be true or false' })
  isPaid?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_PRICE, description: 'Rupees, at most two decimals' })
  @IsOptional()
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    { message: 'price must be a number with at most two decimals' },
  )
  @Min(0, { message: 'price cannot be negative' })
  @Max(MAX_PRICE, { message: 'price is too large' })
  price?: number;

  @ApiPropertyOptional({ enum: EVENT_TYPES })
  @IsOptional()
  @IsIn(EVENT_TYPES, { message: 'eventType must be online or offline' })
  eventType?: EventType;

  @ApiPropertyOptional({ enum: EVENT_CATEGORIES, description: 'event (default), retreat, yatra or course' })
  @IsOptional()
  @IsIn(EVENT_CATEGORIES, { message: `category must be one of ${EVENT_CATEGORIES.join(', ')}` })
  category?: EventCategory;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional({
    description: "For children: bookings need a parent's or guardian's name and consent",
  })
  @IsOptional()
  @IsBoolean({ message: 'forChildren must be true or false' })
  forChildren?: boolean;

  @textList() features?: string[];
  @textList() benefits?: string[];
  @textList() specialFeatures?: string[];
  @textList() includedItems?: string[];
  @textList() notIncludedItems?: string[];
  @textList() cancellationPolicyPoints?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: EVENT_LIST_LIMITS.policyMax })
  @IsOptional()
  @IsString({ message: 'cancellationPolicy must be text' })
  @MaxLength(EVENT_LIST_LIMITS.policyMax)
  cancellationPolicy?: string | null;

  @ApiPropertyOptional({
    enum: CANCELLATION_RULE_KINDS,
    description: 'What the server enforces when an attendee cancels (default until-deadline)',
  })
  @IsOptional()
  @IsIn(CANCELLATION_RULE_KINDS, { message: CANCELLATION_MESSAGES.kind })
  cancellationRule?: CancellationRuleKind;

  @ApiPropertyOptional({ minimum: 0, maximum: CANCELLATION_HOURS_MAX, description: 'Default 48' })
  @IsOptional()
  @IsInt({ message: CANCELLATION_MESSAGES.hours })
  @Min(0, { message: CANCELLATION_MESSAGES.hours })
  @Max(CANCELLATION_HOURS_MAX, { message: CANCELLATION_MESSAGES.hours })
  cancellationHoursBefore?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'Whole percent refunded; default 100' })
  @IsOptional()
  @IsInt({ message: CANCELLATION_MESSAGES.percent })
  @Min(0, { message: CANCELLATION_MESSAGES.percent })
  @Max(100, { message: CANCELLATION_MESSAGES.percent })
  cancellationRefundPercent?: number;

  @ApiPropertyOptional({ type: [FaqDto], maxItems: LIST_MAX })
  @IsOptional()
  @IsArray({ message: 'faqs must be a list' })
  @ArrayMaxSize(LIST_MAX)
  @ValidateNested({ each: true })
  @Type(() => FaqDto)
  faqs?: FaqDto[];

  @ApiPropertyOptional({ type: [ScheduleItemDto], maxItems: LIST_MAX })
  @IsOptional()
  @IsArray({ message: 'schedule must be a list' })
  @ArrayMaxSize(LIST_MAX)
  @ValidateNested({ each: true })
  @Type(() => ScheduleItemDto)
  schedule?: ScheduleItemDto[];

  @ApiPropertyOptional({ type: [EventGalleryItemDto], maxItems: LIST_MAX })
  @IsOptional()
  @IsArray({ message: 'gallery must be a list' })
  @ArrayMaxSize(LIST_MAX)
  @ValidateNested({ each: true })
  @Type(() => EventGalleryItemDto)
  gallery?: EventGalleryItemDto[];

  @HindiTwin(HINDI_TWIN_LIMITS.events.titleHi) titleHi?: string | null;
  @HindiTwin(HINDI_TWIN_LIMITS.events.descriptionHi, 'Rich text (HTML) in Hindi, sanitised on save')
  descriptionHi?: string | null;
  @HindiTwin(HINDI_TWIN_LIMITS.events.locationHi) locationHi?: string | null;

  // The Hindi twins of the sections: checked like their English lists, cleaned by the service (hindi-content.ts).
  @textList(true) featuresHi?: string[] | null;
  @textList(true) benefitsHi?: string[] | null;
  @textList(true) specialFeaturesHi?: string[] | null;
  @textList(true) includedItemsHi?: string[] | null;
  @textList(true) notIncludedItemsHi?: string[] | null;
  @HindiTwin(HINDI_TWIN_LIMITS.events.cancellationPolicyHi) cancellationPolicyHi?: string | null;
  @textList(true) cancellationPolicyPointsHi?: string[] | null;

  @ApiPropertyOptional({ type: [FaqDto], nullable: true, maxItems: LIST_MAX, description: HINDI_LIST })
  @IsOptional()
  @IsArray({ message: 'faqsHi must be a list of questions and answers' })
  @ArrayMaxSize(LIST_MAX, { message: `faqsHi may have at most ${LIST_MAX} items` })
  @ValidateNested({ each: true, message: 'faqsHi must be a list of questions and answers' })
  @Type(() => FaqDto)
  faqsHi?: FaqDto[] | null;

  @ApiPropertyOptional({
    type: [ScheduleItemDto],
    nullable: true,
    maxItems: LIST_MAX,
    description: HINDI_LIST,
  })
  @IsOptional()
  @IsArray({ message: 'scheduleHi must be a list of activities' })
  @ArrayMaxSize(LIST_MAX, { message: `scheduleHi may have at most ${LIST_MAX} items` })
  @ValidateNested({ each: true, message: 'scheduleHi must be a list of activities' })
  @Type(() => ScheduleItemDto)
  scheduleHi?: ScheduleItemDto[] | null;

  @ApiPropertyOptional({
    type: [TicketTypeInputDto],
    maxItems: 50,
    description: 'The full list of the event\u2019s ticket types',
  })
  @IsOptional()
  @IsArray({ message: 'ticketTypes must be a list' })
  @ArrayMaxSize(50, { message: 'an event may have at most 50 ticket types' })
  @ValidateNested({ each: true })
  @Type(() => TicketTypeInputDto)
  ticketTypes?: TicketTypeInputDto[];

  // Read-only fields of the admin JSON, ignored when sent back.
  @Allow() id?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
  @Allow() registrationOpen?: unknown;
  @Allow() status?: unknown;
}
