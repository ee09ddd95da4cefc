CREATE TABLE "tickets_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" varchar(64) NOT NULL,
	"token_id" integer NOT NULL,
	"expira" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets_eventos" ADD CONSTRAINT "tickets_eventos_token_id_tokens_sesion_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens_sesion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_eventos_hash_uq" ON "tickets_eventos" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "tickets_eventos_expira_idx" ON "tickets_eventos" USING btree ("expira");