/**
 * A summary of a Metroid Prime 3 CHAR document for `animkit info`.
 *
 * @module
 */
import { readableNumber } from "../../model/number_text.ts";
import type { RetroCharAssetId, RetroCharDocument, RetroCharMetaAnim } from "./document.ts";

/** The `info --json` shape for CHAR files. */
export interface RetroCharInfo {
  /** Always `"retro-char"`. */
  readonly format: "retro-char";
  /** Always 5. */
  readonly version: number;
  /** Character name. */
  readonly name: string;
  /** Character id within its SAND. */
  readonly characterId: number;
  /** CMDL, CSKR, CINF and SAND ids. */
  readonly ids: {
    readonly model: RetroCharAssetId;
    readonly skin: RetroCharAssetId;
    readonly skeleton: RetroCharAssetId;
    readonly sand: RetroCharAssetId;
  };
  /** Overlays. */
  readonly overlays: readonly {
    readonly type: string;
    readonly model: RetroCharAssetId;
    readonly skin: RetroCharAssetId;
  }[];
  /** Number of PAS states. */
  readonly pasStates: number;
  /** Particle asset counts by kind. */
  readonly particles: {
    readonly generic: number;
    readonly swoosh: number;
    readonly electric: number;
    readonly spawn: number;
  };
  /** Event sets with their event counts. */
  readonly eventSets: readonly {
    readonly id: number;
    readonly name: string;
    readonly effectEvents: number;
    readonly soundEvents: number;
  }[];
  /** Animations with a one-line meta-animation summary each. */
  readonly animations: readonly { readonly name: string; readonly summary: string }[];
  /** Number of animation bounding boxes. */
  readonly animationBounds: number;
  /** Collision primitive sets with their primitive counts. */
  readonly collisionSets: readonly { readonly name: string; readonly primitives: number }[];
  /** Number of sound resources. */
  readonly soundResources: number;
  /** Bytes after the last field. */
  readonly paddingBytes: number;
}

/** Longest summary line before it is cut with `…`. */
const SUMMARY_LIMIT = 160;

/**
 * A one-line description of a meta-animation tree: `play Walk [00000000DEADBEEF]`,
 * `blend(play A […], play B […], 0.5)`, `random(play A […] ×50, …)`, `sequence(…)`; lines
 * longer than 160 characters end in `…`.
 *
 * @example Summarise a tree
 * ```ts
 * import { retroCharMetaSummary } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const play = (name: string) => ({
 *   kind: "play" as const,
 *   animId: "00000000000000AB",
 *   primitiveIndex: 0,
 *   name,
 *   time: { seconds: 0, state: 0 },
 * });
 * equal(
 *   retroCharMetaSummary({ kind: "sequence", items: [play("a"), play("b")] }),
 *   "sequence(play a [00000000000000AB], play b [00000000000000AB])",
 * );
 * ```
 */
export function retroCharMetaSummary(meta: RetroCharMetaAnim): string {
  const parts: string[] = [];
  let length = 0;
  const push = (text: string): boolean => {
    parts.push(text);
    length += text.length;
    return length <= SUMMARY_LIMIT;
  };
  const walk = (m: RetroCharMetaAnim): boolean => {
    switch (m.kind) {
      case "play":
        return push(`play ${m.name === "" ? "(unnamed)" : m.name} [${m.animId}]`);
      case "blend":
      case "phase-blend":
        return push(`${m.kind}(`) && walk(m.a) && push(", ") && walk(m.b) &&
          push(`, ${readableNumber(m.weight)})`);
      case "random": {
        if (!push("random(")) return false;
        for (let i = 0; i < m.choices.length; i++) {
          const c = m.choices[i]!;
          if ((i > 0 && !push(", ")) || !walk(c.anim) || !push(` ×${c.probability}`)) return false;
        }
        return push(")");
      }
      case "sequence": {
        if (!push("sequence(")) return false;
        for (let i = 0; i < m.items.length; i++) {
          if ((i > 0 && !push(", ")) || !walk(m.items[i]!)) return false;
        }
        return push(")");
      }
    }
  };
  const complete = walk(meta);
  const text = parts.join("");
  return complete ? text : `${text.slice(0, SUMMARY_LIMIT - 1)}…`;
}

/**
 * Summarises a CHAR document.
 *
 * @example Summarise
 * ```ts ignore
 * const info = retroCharInfo(readRetroChar(bytes));
 * console.log(info.name, info.animations.length);
 * ```
 */
export function retroCharInfo(doc: RetroCharDocument): RetroCharInfo {
  return {
    format: "retro-char",
    version: doc.version,
    name: doc.name,
    characterId: doc.characterId,
    ids: { model: doc.model, skin: doc.skin, skeleton: doc.skeleton, sand: doc.sand },
    overlays: doc.overlays.map((o) => ({ type: o.type, model: o.model, skin: o.skin })),
    pasStates: doc.pas.states.length,
    particles: {
      generic: doc.particles.generic.length,
      swoosh: doc.particles.swoosh.length,
      electric: doc.particles.electric.length,
      spawn: doc.particles.spawn.length,
    },
    eventSets: doc.eventSets.map((s) => ({
      id: s.id,
      name: s.name,
      effectEvents: s.effectEvents.length,
      soundEvents: s.soundEvents.length,
    })),
    animations: doc.animations.map((a) => ({
      name: a.name,
      summary: retroCharMetaSummary(a.meta),
    })),
    animationBounds: doc.animationBounds.length,
    collisionSets: doc.collisionSets.map((c) => ({
      name: c.name,
      primitives: c.primitives.length,
    })),
    soundResources: doc.soundResources.length,
    paddingBytes: doc.padding.length,
  };
}

/**
 * Renders {@linkcode RetroCharInfo} as terminal lines.
 *
 * @example Print
 * ```ts ignore
 * console.log(retroCharInfoText(retroCharInfo(doc)).join("\n"));
 * ```
 */
export function retroCharInfoText(info: RetroCharInfo): string[] {
  const p = info.particles;
  const lines = [
    `format:      Metroid Prime 3 CHAR version ${info.version}`,
    `character:   ${info.name} (id ${info.characterId})`,
    `model:       ${info.ids.model}  skin ${info.ids.skin}`,
    `skeleton:    ${info.ids.skeleton}  sand ${info.ids.sand}`,
    `overlays:    ${info.overlays.length}`,
    ...info.overlays.map((o) => `  ${o.type}  model ${o.model}  skin ${o.skin}`),
    `PAS states:  ${info.pasStates}`,
    `particles:   PART ${p.generic}, SWHC ${p.swoosh}, ELSC ${p.electric}, SPSC ${p.spawn}`,
    `event sets:  ${info.eventSets.length}`,
    ...info.eventSets.map((s) =>
      `  ${s.name === "" ? "(unnamed)" : s.name} (id ${s.id}): ${s.effectEvents} effect, ` +
      `${s.soundEvents} sound`
    ),
    `animations:  ${info.animations.length}`,
    ...info.animations.map((a) => `  ${a.name}: ${a.summary}`),
    `bounds:      ${info.animationBounds}`,
    `collision:   ${info.collisionSets.length} sets`,
    ...info.collisionSets.map((c) => `  ${c.name}: ${c.primitives} primitives`),
    `sounds:      ${info.soundResources}`,
  ];
  if (info.paddingBytes > 0) lines.push(`padding:     ${info.paddingBytes} bytes`);
  return lines;
}
