// Nothing lost on reload: the last trained model (its weights file, loss curve and settings) is
// kept in the browser's IndexedDB and offered back on the next visit. One record, replaced by
// each finished run. A store that is full, refused (private windows, a sandboxed frame, a
// blocked site) or missing fails with a message saying so; the page and the model in it go on.
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('train', strings);

const dbName = 'embedding-lab';
const storeName = 'training-lab';
const key = 'last-model';

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function open() {
  return new Promise((resolve, reject) => {
    let req;
    try {
      // Never shown: storageProblem reads it as a store the page may not use.
      if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
      req = indexedDB.open(dbName, 1);
    } catch (error) {
      reject(error); // opaque origins throw SecurityError here
      return;
    }
    req.onupgradeneeded = () => req.result.createObjectStore(storeName);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error(t('storeBlocked')));
  });
}

/** What went wrong, in words a learner can act on. */
export function storageProblem(error) {
  const name = error?.name ?? '';
  if (name === 'QuotaExceededError') return t('storeFull');
  if (name === 'SecurityError' || name === 'InvalidStateError' || /IndexedDB/.test(error?.message))
    return t('storeNotAllowed');
  const reason = error?.message || name;
  return reason ? t('storeRefused', { reason }) : t('storeRefusedUnknown');
}

async function withStore(mode, run) {
  const db = await open();
  try {
    const tx = db.transaction(storeName, mode);
    const done = new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error(t('storeAborted')));
    });
    const result = await run(tx.objectStore(storeName));
    await done;
    return result;
  } finally {
    db.close();
  }
}

/**
 * Keeps { weights: Uint8Array, curve: number[], settings: {...}, model, step, evalLoss } with the
 * time it was saved and an id of its own (keptId: another tab may keep a model in the same
 * millisecond). Rejects (nothing else changes) when the store is full or refused.
 */
export function keepModel(record) {
  const keptId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return withStore('readwrite', (store) =>
    request(store.put({ ...record, savedAt: Date.now(), keptId }, key)),
  );
}

/** The kept record, or null when there is none or it cannot be read. */
export async function keptModel() {
  try {
    const record = await withStore('readonly', (store) => request(store.get(key)));
    return record && record.weights instanceof Uint8Array ? record : null;
  } catch {
    return null;
  }
}

/**
 * Forgets `record`, the kept model a tab offered, and only it: another tab of this browser may
 * have kept a newer one since, which stays. Resolves to 'forgotten', or 'newer' when a newer one
 * stays (ignores a store that cannot be opened: 'forgotten').
 */
export async function forgetModel(record) {
  try {
    return await withStore('readwrite', async (store) => {
      // Read and deleted in one transaction: no other tab can keep a model in between.
      const now = await request(store.get(key));
      if (now && (now.savedAt !== record.savedAt || now.keptId !== record.keptId)) return 'newer';
      if (now) await request(store.delete(key));
      return 'forgotten';
    });
  } catch {
    return 'forgotten'; // nothing was kept where nothing can be stored
  }
}
