/**
 * The times a curve passes a key as it plays (`wrappedKeyTimes`): a curve that does not repeat
 * over the range gives its own key times in the range, ascending and distinct, read in one pass.
 */
import { deepEqual, equal } from "node:assert/strict";
import { wrappedKeyTimes } from "../src/model/wrap.ts";

const clamp = { pre: "clamp", post: "clamp" } as const;

Deno.test("wrapped key times: the keys in the range, repeats dropped", () => {
  deepEqual([...wrappedKeyTimes([0, 0.5, 0.5, 1, 2], clamp, 0.25, 1)], [0.5, 1]);
  deepEqual([...wrappedKeyTimes([0, 0.5, 1], clamp, 0, 1)], [0, 0.5, 1]);
  deepEqual([...wrappedKeyTimes([0, 0.5, 1], clamp, 2, 3)], []);
  deepEqual([...wrappedKeyTimes([0, 0.5, 1], clamp, 1, 0)], []);
  // A looping curve played inside its keys does not repeat either.
  deepEqual([...wrappedKeyTimes([0, 1, 2], { pre: "loop", post: "loop" }, 0.5, 2)], [1, 2]);
});

Deno.test("wrapped key times: keys out of order are sorted; more than the limit come undeduplicated", () => {
  deepEqual([...wrappedKeyTimes([0, 2, 1, 1, 3], clamp, 0, 3)], [0, 1, 2, 3]);
  // Four times in range, limit 3: all of them, the repeat kept, to say "too many".
  deepEqual([...wrappedKeyTimes([0, 1, 1, 2], clamp, 0, 2, 3)], [0, 1, 1, 2]);
  equal(wrappedKeyTimes([0, 1, 2], clamp, 0, 2, 3).length, 3);
});

Deno.test("wrapped key times: repeats before and after the keys are still found", () => {
  deepEqual(
    [...wrappedKeyTimes([0, 0.5, 1], { pre: "clamp", post: "pingpong" }, 0, 2)],
    [0, 0.5, 1, 1.5, 2],
  );
  deepEqual([...wrappedKeyTimes([1, 2], { pre: "loop", post: "clamp" }, -1, 2)], [-1, 0, 1, 2]);
});
