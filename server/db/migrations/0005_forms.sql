CREATE TABLE "ambassador_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"dob" date NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"social_media_handle" text NOT NULL,
	"portrait_photo" text NOT NULL,
	"full_body_photo" text NOT NULL,
	"agreed_to_terms_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambassador_applications_sex_known" CHECK ("ambassador_applications"."sex" in ('Female', 'Male'))
);
--> statement-breakpoint
CREATE TABLE "session_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"business_name" text NOT NULL,
	"designation" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wholesale_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"category" text NOT NULL,
	"monthly_order_value" text NOT NULL,
	"location" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ambassador_applications_email_idx" ON "ambassador_applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "ambassador_applications_created_idx" ON "ambassador_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "session_bookings_email_idx" ON "session_bookings" USING btree ("email");--> statement-breakpoint
CREATE INDEX "session_bookings_created_idx" ON "session_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wholesale_applications_email_idx" ON "wholesale_applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "wholesale_applications_created_idx" ON "wholesale_applications" USING btree ("created_at");