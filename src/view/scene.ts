/// <reference lib="dom" />
/**
 * The viewer's 3D view (three.js): each clip's pose as joint dots and lines to their parents,
 * cameras as frustums, gaze as rays; a grid, an orbit camera, framing, and node names on hover.
 *
 * @module
 */
// @ts-types="npm:@types/three@0.187.0"
import * as THREE from "npm:three@0.187.0";
// @ts-types="npm:@types/three@0.187.0/examples/jsm/controls/OrbitControls.d.ts"
import { OrbitControls } from "npm:three@0.187.0/examples/jsm/controls/OrbitControls.js";
import type { ClipPose } from "./pose.ts";

/** How two poses share the view. */
export type Layout = "overlay" | "side";

/** Joint colours of the first and second clip. */
const JOINT_COLORS = [0xff9b3d, 0x4fb3ff];
const BONE_COLORS = [0xe8e2d8, 0x9fd2ff];

/** One pose's drawing. */
class Rig {
  readonly group = new THREE.Group();
  /** Where the pose's dots go over the clip, in the data's axes. */
  readonly motion = new THREE.Box3();
  readonly pose: ClipPose;
  readonly points: THREE.Points;
  readonly lines: THREE.LineSegments;
  readonly shown: Int32Array;
  #pointPositions: Float32Array;
  #linePositions: Float32Array;
  #cameras: { index: number; object: THREE.Object3D }[] = [];
  #gazes: { index: number; line: THREE.Line; positions: Float32Array }[] = [];
  #size = 1;

  constructor(pose: ClipPose, which: number, disc: THREE.Texture) {
    this.pose = pose;
    const n = pose.nodes.length;
    this.shown = new Int32Array(n);
    this.#pointPositions = new Float32Array(3 * n);
    this.#linePositions = new Float32Array(6 * n);
    const pointGeometry = new THREE.BufferGeometry();
    pointGeometry.setAttribute("position", new THREE.BufferAttribute(this.#pointPositions, 3));
    this.points = new THREE.Points(
      pointGeometry,
      new THREE.PointsMaterial({
        color: JOINT_COLORS[which],
        size: 9,
        sizeAttenuation: false,
        map: disc,
        alphaTest: 0.5,
        transparent: false,
      }),
    );
    this.points.frustumCulled = false;
    const lineGeometry = new THREE.BufferGeometry();
    lineGeometry.setAttribute("position", new THREE.BufferAttribute(this.#linePositions, 3));
    this.lines = new THREE.LineSegments(
      lineGeometry,
      new THREE.LineBasicMaterial({ color: BONE_COLORS[which] }),
    );
    this.lines.frustumCulled = false;
    this.group.add(this.lines, this.points);
    pose.nodes.forEach((node, index) => {
      if (node.kind === "camera") {
        const object = frustum(BONE_COLORS[which]!);
        this.group.add(object);
        this.#cameras.push({ index, object });
      } else if (node.kind === "gaze") {
        const positions = new Float32Array(6);
        const geometry = new THREE.BufferGeometry();
        geometry.setAttribute("position", new THREE.BufferAttribute(positions, 3));
        const line = new THREE.Line(geometry, new THREE.LineBasicMaterial({ color: 0x7dff9b }));
        line.frustumCulled = false;
        this.group.add(line);
        this.#gazes.push({ index, line, positions });
      }
    });
  }

  /** Sizes frustums and rays for a subject of this radius. */
  setSize(radius: number): void {
    this.#size = radius > 0 && Number.isFinite(radius) ? radius : 1;
    for (const c of this.#cameras) c.object.scale.setScalar(this.#size * 0.12);
  }

  /** Copies the pose into the buffers. */
  sync(): void {
    const { positions, rotations, directions, visible, nodes } = this.pose;
    let p = 0;
    let l = 0;
    const pp = this.#pointPositions;
    const lp = this.#linePositions;
    for (let i = 0; i < nodes.length; i++) {
      if (visible[i] === 0) continue;
      this.shown[p] = i;
      pp[3 * p] = positions[3 * i]!;
      pp[3 * p + 1] = positions[3 * i + 1]!;
      pp[3 * p + 2] = positions[3 * i + 2]!;
      p++;
      const parent = nodes[i]!.parent;
      if (parent >= 0 && visible[parent] === 1) {
        for (let c = 0; c < 3; c++) {
          lp[l + c] = positions[3 * parent + c]!;
          lp[l + 3 + c] = positions[3 * i + c]!;
        }
        l += 6;
      }
    }
    const pointAttr = this.points.geometry.getAttribute("position") as THREE.BufferAttribute;
    pointAttr.needsUpdate = true;
    this.points.geometry.setDrawRange(0, p);
    const lineAttr = this.lines.geometry.getAttribute("position") as THREE.BufferAttribute;
    lineAttr.needsUpdate = true;
    this.lines.geometry.setDrawRange(0, l / 3);
    for (const { index, object } of this.#cameras) {
      object.visible = visible[index] === 1;
      object.position.set(
        positions[3 * index]!,
        positions[3 * index + 1]!,
        positions[3 * index + 2]!,
      );
      object.quaternion.set(
        rotations[4 * index]!,
        rotations[4 * index + 1]!,
        rotations[4 * index + 2]!,
        rotations[4 * index + 3]!,
      );
    }
    for (const { index, line, positions: ray } of this.#gazes) {
      line.visible = visible[index] === 1;
      const [dx, dy, dz] = [
        directions[3 * index]!,
        directions[3 * index + 1]!,
        directions[3 * index + 2]!,
      ];
      const len = Math.hypot(dx, dy, dz) || 1;
      const reach = this.#size * 1.5;
      for (let c = 0; c < 3; c++) {
        ray[c] = positions[3 * index + c]!;
        ray[3 + c] = ray[c]! + (directions[3 * index + c]! / len) * reach;
      }
      (line.geometry.getAttribute("position") as THREE.BufferAttribute).needsUpdate = true;
    }
  }

  /** Number of dots drawn now. */
  get shownCount(): number {
    return this.points.geometry.drawRange.count;
  }
}

/** Times per clip at which poses are measured to frame their motion. */
const MOTION_SAMPLES = 24;

/** Grows `box` by the positions of the nodes a pose shows now. */
function expandByPose(box: THREE.Box3, pose: ClipPose): THREE.Box3 {
  const v = new THREE.Vector3();
  const p = pose.positions;
  for (let i = 0; i < pose.nodes.length; i++) {
    if (pose.visible[i] === 0) continue;
    v.set(p[3 * i]!, p[3 * i + 1]!, p[3 * i + 2]!);
    if (Number.isFinite(v.x + v.y + v.z)) box.expandByPoint(v);
  }
  return box;
}

/** A camera frustum of unit depth looking along +Z (the recording's camera forward). */
function frustum(color: number): THREE.LineSegments {
  const w = 0.6;
  const h = 0.35;
  const corners = [[-w, -h, 1], [w, -h, 1], [w, h, 1], [-w, h, 1]];
  const v: number[] = [];
  for (let i = 0; i < 4; i++) {
    v.push(0, 0, 0, ...corners[i]!);
    v.push(...corners[i]!, ...corners[(i + 1) % 4]!);
  }
  // A tick on top shows which way is up.
  v.push(-0.2, h, 1, 0, h + 0.2, 1, 0, h + 0.2, 1, 0.2, h, 1);
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute("position", new THREE.Float32BufferAttribute(v, 3));
  return new THREE.LineSegments(geometry, new THREE.LineBasicMaterial({ color }));
}

/** A round dot texture drawn on a canvas (nothing is loaded). */
function discTexture(): THREE.Texture {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 64;
  const g = canvas.getContext("2d")!;
  g.fillStyle = "#fff";
  g.beginPath();
  g.arc(32, 32, 30, 0, 2 * Math.PI);
  g.fill();
  return new THREE.CanvasTexture(canvas);
}

/**
 * The 3D view inside `container`: call {@linkcode PoseScene.setPoses} with one or two poses,
 * then {@linkcode PoseScene.draw} after each pose update.
 *
 * @example
 * ```ts ignore
 * const scene = new PoseScene(document.getElementById("view")!, hoverLabel);
 * scene.setPoses([pose]);
 * pose.update(0.5);
 * scene.draw();
 * ```
 */
export class PoseScene {
  #renderer: THREE.WebGLRenderer | undefined;
  #canvas = document.createElement("canvas");
  #pending = false;
  #afterRender: (() => void)[] = [];
  #scene = new THREE.Scene();
  #root = new THREE.Group();
  #camera = new THREE.PerspectiveCamera(45, 1, 0.01, 1000);
  #controls: OrbitControls;
  #grid: THREE.GridHelper | undefined;
  #rigs: Rig[] = [];
  #disc = discTexture();
  #layout: Layout = "overlay";
  #radius = 1;
  #container: HTMLElement;
  #hover: HTMLElement;
  #raycaster = new THREE.Raycaster();

  constructor(container: HTMLElement, hover: HTMLElement) {
    this.#container = container;
    this.#hover = hover;
    container.prepend(this.#canvas);
    this.#scene.add(this.#root);
    this.#camera.position.set(2, 2, 3);
    this.#controls = new OrbitControls(this.#camera, this.#canvas);
    this.#controls.addEventListener("change", () => this.requestRender());
    new ResizeObserver(() => this.#resize()).observe(container);
    this.#resize();
    this.#canvas.addEventListener("pointermove", (e) => this.#onHover(e));
    this.#canvas.addEventListener("pointerleave", () => {
      this.#hover.style.display = "none";
    });
  }

  /**
   * Shows these poses (the first clip's, then the second's when comparing), framing where they
   * go over `duration` seconds (each pose is left at the last time measured: update it after).
   */
  setPoses(poses: readonly ClipPose[], duration: number): void {
    for (const rig of this.#rigs) this.#root.remove(rig.group);
    this.#rigs = poses.map((pose, i) => new Rig(pose, i, this.#disc));
    for (const rig of this.#rigs) {
      this.#root.add(rig.group);
      for (let k = 0; k <= MOTION_SAMPLES; k++) {
        rig.pose.update((duration * k) / MOTION_SAMPLES);
        expandByPose(rig.motion, rig.pose);
      }
      rig.sync();
    }
    this.#radius = this.#measure(false, true).radius;
    for (const rig of this.#rigs) rig.setSize(this.#radius);
    this.#placeRigs();
    this.#makeGrid();
    this.#frameMotion();
  }

  /**
   * The WebGL renderer, made at the first render: the page reads its file while nothing has
   * been drawn yet.
   */
  get renderer(): THREE.WebGLRenderer {
    if (this.#renderer === undefined) {
      // No multisampling: it doubled the time of a frame under software GL (SwiftShader), and
      // dots and lines read well without it.
      this.#renderer = new THREE.WebGLRenderer({ canvas: this.#canvas, antialias: false });
      this.#renderer.setPixelRatio(globalThis.devicePixelRatio || 1);
      this.#renderer.setClearColor(0x16181d);
      this.#resize();
    }
    return this.#renderer;
  }

  /** Overlaid, or side by side (the second clip moved beside the first). */
  setLayout(layout: Layout): void {
    this.#layout = layout;
    this.#placeRigs();
    this.#frameMotion();
  }

  /** Which data axis points up: Y (glTF, Unity, Maya, MRTK) or Z (Metroid Prime). */
  setUp(up: "y" | "z"): void {
    this.#root.rotation.set(up === "z" ? -Math.PI / 2 : 0, 0, 0);
    this.#root.updateMatrixWorld(true);
    this.#makeGrid();
    this.#frameMotion();
  }

  /** Copies the poses into the view and renders now, or at the next frame with `later`. */
  draw(later = false): void {
    for (const rig of this.#rigs) rig.sync();
    if (later) this.requestRender();
    else this.render();
  }

  /** Renders the scene as it is, now. */
  render(): void {
    this.#pending = false;
    this.renderer.render(this.#scene, this.#camera);
    const waiting = this.#afterRender.splice(0);
    for (const callback of waiting) callback();
  }

  /** Calls `callback` once, after the next render. */
  afterRender(callback: () => void): void {
    this.#afterRender.push(callback);
  }

  /** Renders the scene at the next animation frame (once, however often it is asked). */
  requestRender(): void {
    if (this.#pending) return;
    this.#pending = true;
    requestAnimationFrame(() => {
      if (this.#pending) this.render();
    });
  }

  /** Points the camera at everything shown now. */
  frame(): void {
    this.#aim(this.#measure(true, false));
  }

  /** Points the camera at where the poses go over the whole clip. */
  #frameMotion(): void {
    this.#aim(this.#measure(true, true));
  }

  #aim({ center, radius }: { center: THREE.Vector3; radius: number }): void {
    const distance = (radius * 1.25) / Math.sin((this.#camera.fov * Math.PI) / 360);
    const direction = this.#camera.position.clone().sub(this.#controls.target);
    if (direction.lengthSq() === 0) direction.set(1, 1, 1);
    direction.normalize();
    this.#controls.target.copy(center);
    this.#camera.position.copy(center).addScaledVector(direction, distance);
    this.#camera.near = Math.max(distance / 1000, 1e-4);
    this.#camera.far = distance * 100;
    this.#camera.updateProjectionMatrix();
    this.#controls.update();
    this.requestRender();
  }

  /**
   * The bounding sphere of the dots shown now, or of where they go over the clip (`motion`), in
   * the data's own axes or in the view's (`world`: up axis and side-by-side shift applied).
   */
  #measure(world: boolean, motion: boolean): { center: THREE.Vector3; radius: number } {
    const box = new THREE.Box3();
    this.#root.updateMatrixWorld(true);
    for (const rig of this.#rigs) {
      const own = motion ? rig.motion.clone() : expandByPose(new THREE.Box3(), rig.pose);
      if (own.isEmpty()) continue;
      if (world) own.applyMatrix4(rig.group.matrixWorld);
      box.union(own);
    }
    if (box.isEmpty()) return { center: new THREE.Vector3(), radius: 1 };
    const sphere = box.getBoundingSphere(new THREE.Sphere());
    // A single point (or all at one place) is shown in half a unit around it.
    const tiny = sphere.radius <= 1e-6 * Math.max(1, sphere.center.length());
    return { center: sphere.center, radius: tiny ? 0.5 : sphere.radius };
  }

  #placeRigs(): void {
    const shift = this.#layout === "side" && this.#rigs.length > 1 ? this.#radius * 2.4 : 0;
    this.#rigs.forEach((rig, i) => rig.group.position.set(i * shift, 0, 0));
    this.#root.updateMatrixWorld(true);
  }

  #makeGrid(): void {
    if (this.#grid !== undefined) this.#scene.remove(this.#grid);
    const { center, radius } = this.#measure(true, true);
    // A grid of round size around the subject, on the floor (y = 0) or below the subject.
    const step = 10 ** Math.floor(Math.log10(radius / 2));
    const size = Math.ceil((radius * 6) / step) * step;
    const box = new THREE.Box3().setFromCenterAndSize(
      center,
      new THREE.Vector3(1, 1, 1).multiplyScalar(2 * radius),
    );
    this.#grid = new THREE.GridHelper(size, Math.round(size / step), 0x4a505c, 0x2d313b);
    // On the floor (y = 0) when the subject stands on it, else just below the subject.
    const floor = box.min.y < 0 || box.min.y > radius ? box.min.y : 0;
    this.#grid.position.set(
      Math.round(center.x / step) * step,
      floor,
      Math.round(center.z / step) * step,
    );
    this.#scene.add(this.#grid);
  }

  #resize(): void {
    const width = Math.max(1, this.#container.clientWidth);
    const height = Math.max(1, this.#container.clientHeight);
    if (this.#renderer !== undefined) this.#renderer.setSize(width, height, false);
    else this.#canvas.width = width, this.#canvas.height = height;
    this.#camera.aspect = width / height;
    this.#camera.updateProjectionMatrix();
    this.requestRender();
  }

  #onHover(event: PointerEvent): void {
    const rect = this.#canvas.getBoundingClientRect();
    const ndc = new THREE.Vector2(
      ((event.clientX - rect.left) / rect.width) * 2 - 1,
      -((event.clientY - rect.top) / rect.height) * 2 + 1,
    );
    this.#raycaster.setFromCamera(ndc, this.#camera);
    this.#raycaster.params.Points = { threshold: this.#radius * 0.03 };
    let best: { name: string; distance: number } | undefined;
    for (const rig of this.#rigs) {
      for (const hit of this.#raycaster.intersectObject(rig.points)) {
        if (hit.index === undefined || hit.index >= rig.shownCount) continue;
        const d = hit.distanceToRay ?? Infinity;
        if (best === undefined || d < best.distance) {
          best = { name: rig.pose.nodes[rig.shown[hit.index]!]!.name, distance: d };
        }
      }
    }
    const label = this.#hover;
    if (best === undefined) {
      label.style.display = "none";
      return;
    }
    label.textContent = best.name;
    label.style.display = "block";
    label.style.left = `${event.clientX - rect.left + 12}px`;
    label.style.top = `${event.clientY - rect.top + 8}px`;
  }
}
