import { issueOf, message } from '#src/schemas/messages.ts';
import { HttpError } from '#functions/platform/http.ts';
import { fileMetadata } from '#functions/platform/store.ts';
import { uploadKeyOf, uploadNameIn, uploadPathsIn } from '#functions/uploads/paths.ts';

// A record may name an uploaded file only while the file is stored. An address
// copied from elsewhere, or a form's upload the sweep removed once its 24 hours
// passed unsaved, would show a broken image, and a backup of the site would
// name a file it cannot hold. Only addresses the write brings are checked: one
// the record already had stays while the save keeps it (ADR 0106), and the
// backup says which those are (ADR 0109).

const names = (value: unknown) => new Set(uploadPathsIn(value).flatMap((path) => uploadNameIn(path) ?? []));

/** Throws 400 on the first field of `next` naming an /uploads/ file that `previous` did not name and no stored file is. */
export async function assertUploadsStored(next: object, previous?: object): Promise<void> {
  const before = names(previous);
  for (const [field, value] of Object.entries(next)) {
    for (const path of uploadPathsIn(value)) {
      const name = uploadNameIn(path);
      if (name === undefined || before.has(name) || (await fileMetadata(uploadKeyOf(path)))) continue;
      const said = message('upload_not_stored', { url: path });
      throw new HttpError(400, said, { issues: [issueOf(field, said)] });
    }
  }
}
