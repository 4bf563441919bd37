#!/usr/bin/env bash
# Backups that firebase.json cannot declare (docs/operations.md): Firestore point-in-time recovery,
# the bucket the daily export (the scheduledFirestoreExport function) writes to, its lifecycle rule
# deleting exports after RETENTION_DAYS, and the roles the export needs. Safe to run again.
#
#   scripts/setup-backups.sh <project-id> [location] [retention-days]
#   DRY_RUN=1 scripts/setup-backups.sh <project-id>     # prints the commands instead of running them
set -euo pipefail

PROJECT="${1:?usage: scripts/setup-backups.sh <project-id> [location] [retention-days]}"
LOCATION="${2:-southamerica-east1}"
RETENTION_DAYS="${3:-30}"
# The functions' default, unless BACKUP_BUCKET is set for them too (functions/src/scheduled.ts).
BUCKET="${BACKUP_BUCKET:-${PROJECT}-firestore-backups}"
PREFIX="firestore-exports/"

run() {
  echo "+ $*"
  if [ -z "${DRY_RUN:-}" ]; then "$@"; fi
}

# 1. Point-in-time recovery: every version of every document for the last 7 days, readable and
#    clonable at any minute (gcloud firestore databases clone --snapshot-time=...).
run gcloud firestore databases update --project="$PROJECT" --database='(default)' --enable-pitr

# 2. The exports' bucket, in the database's region, private, uniform access.
if [ -n "${DRY_RUN:-}" ] || ! gcloud storage buckets describe "gs://$BUCKET" --project="$PROJECT" >/dev/null 2>&1; then
  run gcloud storage buckets create "gs://$BUCKET" --project="$PROJECT" --location="$LOCATION" \
    --uniform-bucket-level-access --public-access-prevention
fi

# 3. Exports older than RETENTION_DAYS are deleted by Cloud Storage itself.
LIFECYCLE="$(mktemp)"
trap 'rm -f "$LIFECYCLE"' EXIT
cat >"$LIFECYCLE" <<JSON
{"rule": [{"action": {"type": "Delete"}, "condition": {"age": $RETENTION_DAYS, "matchesPrefix": ["$PREFIX"]}}]}
JSON
run gcloud storage buckets update "gs://$BUCKET" --project="$PROJECT" --lifecycle-file="$LIFECYCLE"

# 4. Roles: the functions' runtime account starts exports; Firestore's service agent writes them.
NUMBER="$([ -n "${DRY_RUN:-}" ] && echo PROJECT_NUMBER || gcloud projects describe "$PROJECT" --format='value(projectNumber)' 2>/dev/null || echo PROJECT_NUMBER)"
RUNTIME="${NUMBER}-compute@developer.gserviceaccount.com"
AGENT="service-${NUMBER}@gcp-sa-firestore.iam.gserviceaccount.com"
run gcloud projects add-iam-policy-binding "$PROJECT" --member="serviceAccount:$RUNTIME" \
  --role=roles/datastore.importExportAdmin --condition=None
run gcloud storage buckets add-iam-policy-binding "gs://$BUCKET" --member="serviceAccount:$AGENT" --role=roles/storage.admin
run gcloud storage buckets add-iam-policy-binding "gs://$BUCKET" --member="serviceAccount:$RUNTIME" --role=roles/storage.admin

echo "Backups set up: PITR on (7 days), daily exports to gs://$BUCKET/$PREFIX kept $RETENTION_DAYS days."
