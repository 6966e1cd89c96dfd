/** What the passkey routes use, behind one dynamic import (./index.ts's `loadPasskeys`). */

export { passkeyReauthOptions, verifyWithPasskey } from "./passkey-reauth";
export { passkeySignInOptions, signInWithPasskey } from "./passkey-sign-in";
export {
  deletePasskey,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  relyingParty,
  renamePasskey,
} from "./passkeys";
