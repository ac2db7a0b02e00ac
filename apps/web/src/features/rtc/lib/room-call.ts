// One person's side of a call room (an interview or a voice room): a WebRTC peer connection to every other participant
// in call, negotiated with the "perfect negotiation" pattern over the realtime socket (the impolite side offers first
// and restarts; the polite one rolls back on a clash), restarting ICE by itself when the network drops, and rebuilt from the server's presence after a
// reconnection or a reload. Nothing here knows React: screens subscribe to its snapshots.
import type {
  IceConfig,
  RtcJoinedEvent,
  RtcMediaEvent,
  RtcParticipant,
  RtcPresenceEvent,
  RtcRoom,
  RtcSignalEvent,
} from '@tremplin/shared';
import { realtime } from '@/lib/realtime';

export interface MediaState {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

export interface PeerStats {
  framesDecoded: number;
  audioBytesReceived: number;
  /** host, srflx, prflx or relay: the kind of the remote address in use. */
  route: string | null;
}

export interface PeerSnapshot {
  connectionId: string;
  userId: number;
  name: string;
  stream: MediaStream | null;
  media: MediaState;
  /** ICE disconnected or failed: the call is trying to come back. */
  unstable: boolean;
  stats: PeerStats;
}

export interface CallSnapshot {
  /** joining: asked the server; in-call: accepted; refused: see `error`. */
  status: 'joining' | 'in-call' | 'refused';
  error: string | null;
  self: string | null;
  peers: PeerSnapshot[];
  /** People seen in call here earlier who have left since (by user id). */
  left: Array<{ userId: number; name: string }>;
  presence: RtcPresenceEvent | null;
}

/** ICE "disconnected" often heals alone; past this, restart ICE. */
const RESTART_AFTER_MS = 2500;
const STATS_EVERY_MS = 1000;
/** How long a new peer may take to connect before ICE is restarted. */
const FIRST_CONNECTION_MS = 6000;
/** Candidates kept while their description is on its way; a browser gathers a handful per network interface. */
const MAX_PENDING_CANDIDATES = 100;

class Peer {
  readonly pc: RTCPeerConnection;
  stream: MediaStream | null = null;
  media: MediaState = { audio: true, video: true, screen: false };
  unstable = false;
  stats: PeerStats = { framesDecoded: 0, audioBytesReceived: 0, route: null };
  private makingOffer = false;
  private ignoreOffer = false;
  private queue: Promise<void> = Promise.resolve();
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private restartTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly connectionId: string,
    public userId: number,
    public name: string,
    private readonly polite: boolean,
    config: RTCConfiguration,
    tracks: MediaStreamTrack[],
    stream: MediaStream,
    private readonly signal: (message: Pick<RtcSignalEvent, 'description' | 'candidate'>) => void,
    private readonly changed: () => void,
  ) {
    this.pc = new RTCPeerConnection(config);
    for (const track of tracks) this.pc.addTrack(track, stream);
    this.pc.onnegotiationneeded = async () => {
      // The impolite side makes the first offer and every ICE restart. Two first offers crossing make the polite
      // side roll back while it gathers, and Chromium can then stop gathering for good: no candidate, no call.
      if (this.polite && !this.pc.remoteDescription) return;
      try {
        this.makingOffer = true;
        await this.pc.setLocalDescription();
        const local = this.pc.localDescription;
        if (local) this.signal({ description: { type: local.type, sdp: local.sdp } });
      } catch {
        // A newer negotiation took over; it sends its own offer.
      } finally {
        this.makingOffer = false;
      }
    };
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.signal({ candidate: candidate.toJSON() as RtcSignalEvent['candidate'] });
    };
    this.pc.ontrack = ({ track, streams }) => {
      const remote = streams[0] ?? this.stream ?? new MediaStream();
      if (!remote.getTracks().includes(track)) remote.addTrack(track);
      this.stream = remote;
      this.changed();
    };
    this.pc.oniceconnectionstatechange = () => this.onIceState();
    // A first offer lost on its way leaves ICE stuck in "new": the same restarts as after a network drop bring it
    // round, without anyone reloading.
    this.scheduleRestart(FIRST_CONNECTION_MS);
  }

  private onIceState() {
    const state = this.pc.iceConnectionState;
    if (state === 'connected' || state === 'completed') {
      this.unstable = false;
      if (this.restartTimer) clearTimeout(this.restartTimer);
      this.restartTimer = null;
    } else if (state === 'disconnected' || state === 'failed') {
      this.unstable = true;
      // A network drop: new candidates on both sides without tearing the call down, again and again until the
      // network (or the relay) is back.
      if (state === 'failed' && !this.polite) this.pc.restartIce();
      this.scheduleRestart();
    }
    this.changed();
  }

  private scheduleRestart(after = RESTART_AFTER_MS) {
    if (this.polite || this.restartTimer || this.pc.connectionState === 'closed') return;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      const state = this.pc.iceConnectionState;
      if (state === 'connected' || state === 'completed' || this.pc.connectionState === 'closed') return;
      this.pc.restartIce();
      this.scheduleRestart();
    }, after);
  }

  /**
   * Applies signals one after the other, in the order they came: an ICE candidate must not race the description it
   * belongs to. The server relays each message as soon as it is checked, so a candidate can also arrive before its
   * description (or before an ICE restart's offer): such candidates wait and are tried again after the next one.
   */
  receive(event: RtcSignalEvent) {
    const applied = this.queue.then(() => this.apply(event));
    this.queue = applied.catch(() => undefined);
    return applied;
  }

  private async apply(event: RtcSignalEvent) {
    const { description, candidate } = event;
    if (description) {
      const collision = description.type === 'offer' && (this.makingOffer || this.pc.signalingState !== 'stable');
      this.ignoreOffer = !this.polite && collision;
      if (this.ignoreOffer) return;
      await this.pc.setRemoteDescription(description as RTCSessionDescriptionInit);
      if (description.type === 'offer') {
        await this.pc.setLocalDescription();
        const local = this.pc.localDescription;
        if (local) this.signal({ description: { type: local.type, sdp: local.sdp } });
      }
      const waiting = this.pendingCandidates.splice(0);
      for (const early of waiting) await this.addCandidate(early);
    } else if (candidate) {
      await this.addCandidate(candidate as RTCIceCandidateInit);
    }
  }

  private async addCandidate(candidate: RTCIceCandidateInit) {
    if (!this.pc.remoteDescription) {
      this.keepForLater(candidate);
      return;
    }
    try {
      await this.pc.addIceCandidate(candidate);
    } catch {
      // Not for the current description (an ICE restart's offer still on its way, or an offer we ignored).
      if (!this.ignoreOffer) this.keepForLater(candidate);
    }
  }

  private keepForLater(candidate: RTCIceCandidateInit) {
    if (this.pendingCandidates.length < MAX_PENDING_CANDIDATES) this.pendingCandidates.push(candidate);
  }

  /** Swaps the outgoing track of a kind (camera ↔ screen) without renegotiating. */
  async replace(kind: 'audio' | 'video', track: MediaStreamTrack | null) {
    for (const sender of this.pc.getSenders()) {
      if (sender.track?.kind === kind || (sender.track === null && kind === 'video')) await sender.replaceTrack(track);
    }
  }

  async readStats() {
    const report = await this.pc.getStats();
    let framesDecoded = 0;
    let audioBytesReceived = 0;
    let pairId: string | undefined;
    const byId = new Map<string, Record<string, unknown>>();
    report.forEach((value: Record<string, unknown>) => {
      byId.set(String(value.id), value);
      if (value.type === 'inbound-rtp' && value.kind === 'video') framesDecoded += Number(value.framesDecoded ?? 0);
      if (value.type === 'inbound-rtp' && value.kind === 'audio')
        audioBytesReceived += Number(value.bytesReceived ?? 0);
      if (value.type === 'transport' && value.selectedCandidatePairId) pairId = String(value.selectedCandidatePairId);
    });
    const pair = pairId ? byId.get(pairId) : undefined;
    const remote = pair ? byId.get(String(pair.remoteCandidateId)) : undefined;
    const local = pair ? byId.get(String(pair.localCandidateId)) : undefined;
    const route = local?.candidateType === 'relay' ? 'relay' : ((remote?.candidateType as string | undefined) ?? null);
    this.stats = { framesDecoded, audioBytesReceived, route };
  }

  close() {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.pc.close();
  }
}

export class RoomCall {
  private peers = new Map<string, Peer>();
  private listeners = new Set<() => void>();
  private unsubscribers: Array<() => void> = [];
  private statsTimer: ReturnType<typeof setInterval> | null = null;
  private seen = new Map<number, string>();
  private mine: MediaState;
  private snapshot: CallSnapshot = {
    status: 'joining',
    error: null,
    self: null,
    peers: [],
    left: [],
    presence: null,
  };

  constructor(
    readonly room: RtcRoom,
    private readonly local: MediaStream,
    private readonly ice: IceConfig,
  ) {
    this.mine = {
      audio: local.getAudioTracks().some((t) => t.enabled),
      video: local.getVideoTracks().some((t) => t.enabled),
      screen: false,
    };
  }

  /** When the server let this socket into the call, by the database's clock. */
  private joinedAt = 0;

  /** The track sent for video: the camera, or the shared screen. */
  private videoTrack: MediaStreamTrack | null = null;

  start() {
    this.videoTrack = this.local.getVideoTracks()[0] ?? null;
    this.unsubscribers.push(
      realtime.on<RtcJoinedEvent>('rtc.joined', (e) => {
        if (e.room !== this.room) return;
        this.joinedAt = e.at;
        this.update({ status: 'in-call', self: e.connectionId, error: null });
        this.sendMedia();
      }),
      realtime.on<RtcPresenceEvent>('rtc.presence', (e) => e.room === this.room && this.onPresence(e)),
      realtime.on<RtcSignalEvent>('rtc.signal', (e) => e.room === this.room && this.onSignal(e)),
      realtime.on<RtcMediaEvent>('rtc.media', (e) => {
        const peer = e.room === this.room ? this.peers.get(e.from) : undefined;
        if (!peer) return;
        peer.media = { audio: e.audio, video: e.video, screen: e.screen };
        this.publish();
      }),
      realtime.on('error', (e) => {
        if (e.for !== 'rtc.join') return;
        this.update({ status: 'refused', error: String(e.message) });
      }),
      // A new socket is a new participant for the server: start over from its presence.
      realtime.onState((state) => {
        if (state !== 'ready') return;
        this.closePeers();
        this.update({ status: 'joining', self: null });
        this.join();
      }),
    );
    if (realtime.state === 'ready') this.join();
    this.statsTimer = setInterval(() => void this.readStats(), STATS_EVERY_MS);
  }

  private join() {
    realtime.send({ type: 'rtc.join', room: this.room });
  }

  stop() {
    realtime.send({ type: 'rtc.leave', room: this.room });
    for (const off of this.unsubscribers.splice(0)) off();
    if (this.statsTimer) clearInterval(this.statsTimer);
    this.closePeers();
    this.listeners.clear();
  }

  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  getSnapshot = () => this.snapshot;

  get media(): MediaState {
    return this.mine;
  }

  setAudio(on: boolean) {
    for (const track of this.local.getAudioTracks()) track.enabled = on;
    this.mine = { ...this.mine, audio: on };
    this.sendMedia();
  }
  setVideo(on: boolean) {
    for (const track of this.local.getVideoTracks()) track.enabled = on;
    this.mine = { ...this.mine, video: on };
    this.sendMedia();
  }
  /** Sends a shared screen instead of the camera, or the camera again (null). */
  async setScreen(track: MediaStreamTrack | null) {
    this.videoTrack = track ?? this.local.getVideoTracks()[0] ?? null;
    for (const peer of this.peers.values()) await peer.replace('video', this.videoTrack);
    this.mine = { ...this.mine, screen: track !== null };
    this.sendMedia();
  }

  private sendMedia() {
    if (this.snapshot.status !== 'in-call') return;
    realtime.send({ type: 'rtc.media', room: this.room, ...this.mine });
    this.publish();
  }

  private onPresence(event: RtcPresenceEvent) {
    // A snapshot read before the one already applied, or before our join, delivered late by another process: it would
    // send us back to the waiting room.
    if (this.snapshot.presence && event.at < this.snapshot.presence.at) return;
    if (event.at < this.joinedAt) return;
    const self = this.snapshot.self;
    const inCall = new Map<string, RtcParticipant>();
    for (const p of event.participants)
      if (p.state === 'call' && p.connectionId !== self) inCall.set(p.connectionId, p);
    for (const p of inCall.values()) this.seen.set(p.userId, p.name);
    if (self) {
      // Sent back to the waiting room, or out of the call: our row is gone.
      const me = event.participants.find((p) => p.connectionId === self);
      if (me?.state !== 'call') {
        this.closePeers();
        this.update({ presence: event, status: 'refused', error: null, self: null });
        return;
      }
      for (const p of inCall.values())
        if (!this.peers.has(p.connectionId)) this.addPeer(p.connectionId, p.userId, p.name);
    }
    for (const [id, peer] of this.peers) {
      if (!inCall.has(id)) {
        peer.close();
        this.peers.delete(id);
      }
    }
    const present = new Set([...inCall.values()].map((p) => p.userId));
    const left = [...this.seen].filter(([userId]) => !present.has(userId)).map(([userId, name]) => ({ userId, name }));
    this.update({ presence: event, left });
  }

  private addPeer(connectionId: string, userId: number, name: string) {
    const self = this.snapshot.self ?? '';
    const tracks = [...this.local.getAudioTracks(), ...(this.videoTrack ? [this.videoTrack] : [])];
    const peer = new Peer(
      connectionId,
      userId,
      name,
      self < connectionId,
      { iceServers: this.ice.iceServers as RTCIceServer[], iceTransportPolicy: this.ice.iceTransportPolicy },
      tracks,
      this.local,
      (message) => realtime.send({ type: 'rtc.signal', room: this.room, to: connectionId, ...message }),
      () => this.publish(),
    );
    this.peers.set(connectionId, peer);
    return peer;
  }

  private onSignal(event: RtcSignalEvent) {
    if (this.snapshot.status !== 'in-call') return;
    // An offer can come before the presence that announces its sender.
    const peer = this.peers.get(event.from) ?? this.addPeer(event.from, 0, '');
    peer.receive(event).catch(() => undefined);
  }

  private async readStats() {
    await Promise.all([...this.peers.values()].map((p) => p.readStats().catch(() => undefined)));
    if (this.peers.size > 0) this.publish();
  }

  private closePeers() {
    for (const peer of this.peers.values()) peer.close();
    this.peers.clear();
  }

  private update(part: Partial<CallSnapshot>) {
    this.snapshot = { ...this.snapshot, ...part };
    this.publish(false);
  }

  private publish(withPeers = true) {
    if (withPeers || this.snapshot.peers.length !== this.peers.size) {
      const names = new Map(this.snapshot.presence?.participants.map((p) => [p.connectionId, p]) ?? []);
      this.snapshot = {
        ...this.snapshot,
        peers: [...this.peers.values()].map((p) => ({
          connectionId: p.connectionId,
          userId: names.get(p.connectionId)?.userId ?? p.userId,
          name: names.get(p.connectionId)?.name ?? p.name,
          stream: p.stream,
          media: p.media,
          unstable: p.unstable,
          stats: p.stats,
        })),
      };
    }
    for (const listener of this.listeners) listener();
  }
}
