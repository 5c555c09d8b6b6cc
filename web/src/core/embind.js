// What every area of the JS API needs of Embind. The bindings return C++ errors as Error *values*
// (a JS throw from inside WASM would skip C++ clean-up and leak): `checked` turns them into
// ordinary throws for every caller, and a handle that owns WASM memory is freed when it cannot be
// configured.

function throwIfError(value) {
  if (value instanceof Error) throw value;
  return value;
}

/** target (the module or an Embind handle) whose functions throw the Errors they return. */
export function checked(target) {
  return new Proxy(target, {
    get(object, name) {
      const value = object[name];
      // Embind classes (capitalised, called with `new`) are left as they are.
      if (typeof value !== 'function' || /^[A-Z]/.test(String(name))) return value;
      return (...args) => throwIfError(value.apply(object, args));
    },
  });
}

/**
 * A new object of the Embind class Class, checked, once configure(handle) has set it up; when
 * that throws, the handle is deleted (its WASM memory freed) and the error thrown on.
 */
export function configured(Class, configure) {
  const handle = checked(new Class());
  try {
    configure(handle);
  } catch (error) {
    handle.delete();
    throw error;
  }
  return handle;
}
