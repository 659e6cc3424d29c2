ALTER TABLE "routine_sequence_items" ADD COLUMN "time_seconds" integer;--> statement-breakpoint
ALTER TABLE "routine_sequence_items" ADD COLUMN "weight" real;--> statement-breakpoint
ALTER TABLE "routine_sequence_items" ADD COLUMN "repetitions" integer;--> statement-breakpoint
ALTER TABLE "routine_sequence_items" ADD COLUMN "series" integer;--> statement-breakpoint
ALTER TABLE "routine_sequence_items" ADD COLUMN "rest_time_between_series" integer;