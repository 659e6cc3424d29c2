ALTER TABLE "survey_questions" ADD COLUMN "factor" text;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_factor_check" CHECK (factor in ('RISK', 'PROTECTIVE'));