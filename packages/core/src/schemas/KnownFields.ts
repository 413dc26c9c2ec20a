/** An index signature `z.looseObject` adds (its values `unknown`) goes; a record's (`z.record`, typed values) stays. */
type UnknownIndex<Value, K> = unknown extends Value ? never : K;

/**
 * The fields a schema names, without the index signature `z.looseObject` adds (`[key: string]: unknown`; a `z.record`'s stays), down
 * through nested objects and arrays. Unknown keys the platform sends are still kept at runtime; the types just
 * do not let `product.priceTypo` compile.
 */
export type KnownFields<T> = T extends (infer U)[]
  ? KnownFields<U>[]
  : T extends readonly (infer U)[]
    ? readonly KnownFields<U>[]
    : T extends (...args: never[]) => unknown
      ? T
      : T extends object
        ? {
            [K in keyof T as string extends K
              ? UnknownIndex<T[K], K>
              : number extends K
                ? UnknownIndex<T[K], K>
                : K]: KnownFields<T[K]>;
          }
        : T;
