//! Answering an interaction exactly once, in time, and posting the views an
//! action caused.
//!
//! Every interaction gets one response within Discord's 3 seconds: the
//! host's action runs first, and if it has not finished after
//! [`DEFER_AFTER`] the interaction is deferred and answered later by an
//! edit or follow-ups. Views only for the actor (errors, steering) become
//! ephemeral replies; public views become the reply itself (when it may be
//! public and belongs in this channel) or messages in the game's thread.
//! What a game change owes the thread (its board, a question, a result)
//! never comes back here: the host wrote it to the outbox with the change,
//! and [`crate::outbox`] posts it; the interaction gets a short answer.
//! A view that replaces an earlier message (a question that ended, an
//! accepted challenge) edits that message: the clicked one, or one the bot
//! remembers; after a restart it is posted anew.

use crate::aftermath::Aftermath;
use crate::data::Data;
use crate::metrics::METRICS;
use crate::places::channel_of;
use crate::post::{delivered, delivery, post_views};
use crate::present::{Outgoing, outgoing_async};
use host::coalesce;
use host::{Audience, View};
use locale::{Locale, Words, ids};
use serenity::all::{
    ChannelId, CommandInteraction, ComponentInteraction, Context, CreateInteractionResponse,
    CreateInteractionResponseMessage, MessageFlags,
};
use std::time::Duration;

/// How long an action may run before the interaction is deferred.
pub(crate) const DEFER_AFTER: Duration = Duration::from_millis(1500);
/// How long a command's public reply waits for the posts of its game
/// written before it (see [`answer`]): with an action that ran until just
/// before [`DEFER_AFTER`] and the reply's tries again
/// ([`ANSWER_RETRY_WAITS_MS`]), 2.85 s, within Discord's 3 s.
const IN_TURN_WAIT: Duration = Duration::from_millis(600);
/// The waits before the tries again of an interaction's answer that
/// Discord failed for a moment: 750 ms in all, so that an answer sent
/// when the action is deferred (1.5 s) still lands in the 3 s window.
const ANSWER_RETRY_WAITS_MS: [u64; 4] = [50, 100, 200, 400];
/// The waits before the tries again of an edit of a deferred answer.
const EDIT_RETRY_WAITS_MS: [u64; 5] = [250, 500, 1_000, 2_000, 4_000];
/// Discord's code for an interaction answered already.
const ALREADY_ACKNOWLEDGED: isize = 40060;

/// Discord's error code of a refusal, if `e` is one.
fn discord_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
            Some(r.error.code)
        }
        _ => None,
    }
}

/// Whether `e` may be gone at the next try: a server error (5xx), a rate
/// limit, a timeout or a failed connection; not a refusal (4xx).
fn is_momentary(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
            let s = r.status_code.as_u16();
            s == 429 || s == 408 || s >= 500
        }
        serenity::Error::Http(serenity::all::HttpError::Request(_)) => true,
        _ => false,
    }
}

/// The interaction being answered.
#[derive(Clone, Copy)]
pub(crate) enum Origin<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
}

impl Origin<'_> {
    fn user(&self) -> String {
        match self {
            Origin::Command(c) => c.user.id.to_string(),
            Origin::Component(c) => c.user.id.to_string(),
        }
    }

    fn channel(&self) -> ChannelId {
        match self {
            Origin::Command(c) => c.channel_id,
            Origin::Component(c) => c.channel_id,
        }
    }

    /// Answers the interaction (a message, a deferral, an update), trying
    /// again while Discord fails for a moment (5xx, a timeout, a refused
    /// connection, a rate limit) within its 3-second window
    /// ([`ANSWER_RETRY_WAITS_MS`]). "Already acknowledged" (40060) means an
    /// earlier try got through although its answer was lost: done. Whether
    /// the interaction is answered.
    pub(crate) async fn respond(&self, ctx: &Context, r: CreateInteractionResponse) -> bool {
        let sent = retried(&ANSWER_RETRY_WAITS_MS, || async {
            match self {
                Origin::Command(c) => c.create_response(ctx, r.clone()).await,
                Origin::Component(c) => c.create_response(ctx, r.clone()).await,
            }
        })
        .await;
        match sent {
            Ok(()) => true,
            Err(e) if discord_code(&e) == Some(ALREADY_ACKNOWLEDGED) => true,
            Err(e) => {
                tracing::warn!("could not answer an interaction: {e}");
                false
            }
        }
    }

    /// Answers with a message; the rest of a text too long for one
    /// follows in follow-ups of the same visibility. Whether it answered.
    pub(crate) async fn respond_message(
        &self,
        ctx: &Context,
        mut out: Outgoing,
        ephemeral: bool,
    ) -> bool {
        let more = out.take_more();
        let ok = self
            .respond(
                ctx,
                CreateInteractionResponse::Message(out.response(ephemeral)),
            )
            .await;
        if ok {
            self.followups(ctx, more, ephemeral).await;
        }
        ok
    }

    /// Follow-up messages, in order.
    async fn followups(&self, ctx: &Context, outs: Vec<Outgoing>, ephemeral: bool) {
        for out in outs {
            self.followup(ctx, out, ephemeral).await;
        }
    }

    /// A follow-up message (and the rest of its text, when too long for
    /// one), each tried again while Discord fails for a moment, as an edit
    /// of the answer is ([`EDIT_RETRY_WAITS_MS`]: the token lasts 15
    /// minutes).
    async fn followup(&self, ctx: &Context, mut out: Outgoing, ephemeral: bool) {
        let more = out.take_more();
        for out in std::iter::once(out).chain(more) {
            let b = out.followup(ephemeral);
            let sent = retried(&EDIT_RETRY_WAITS_MS, || async {
                match self {
                    Origin::Command(c) => c.create_followup(ctx, b.clone()).await,
                    Origin::Component(c) => c.create_followup(ctx, b.clone()).await,
                }
            })
            .await;
            if let Err(e) = sent {
                tracing::warn!("could not send a follow-up: {e}");
            }
        }
    }

    /// Fills in the deferred (ephemeral) answer, trying again while
    /// Discord fails for a moment (an edit may be repeated: the token
    /// lasts 15 minutes); the rest of a long text follows in follow-ups.
    /// Whether it got through.
    pub(crate) async fn edit_original(&self, ctx: &Context, mut out: Outgoing) -> bool {
        let more = out.take_more();
        let b = out.edit_response();
        let edited = retried(&EDIT_RETRY_WAITS_MS, || async {
            match self {
                Origin::Command(c) => c.edit_response(ctx, b.clone()).await,
                Origin::Component(c) => c.edit_response(ctx, b.clone()).await,
            }
        })
        .await;
        if let Err(e) = &edited {
            tracing::warn!("could not edit the deferred answer: {e}");
        }
        self.followups(ctx, more, true).await;
        edited.is_ok()
    }

    /// Deletes the deferred answer ("thinking…"), trying again while
    /// Discord fails for a moment: what it would have said is shown
    /// elsewhere (the outbox's post) or follows privately.
    async fn delete_original(&self, ctx: &Context) {
        let deleted = retried(&EDIT_RETRY_WAITS_MS, || async {
            match self {
                Origin::Command(c) => c.delete_response(ctx).await,
                Origin::Component(c) => c.delete_response(ctx).await,
            }
        })
        .await;
        if let Err(e) = deleted {
            tracing::warn!("could not delete the deferred answer: {e}");
        }
    }
}

/// Runs `call` (one request of an interaction's answer), and again after
/// each of `waits_ms` while Discord fails for a moment ([`is_momentary`]);
/// each failure is counted. `Ok` once it got through, or the error it gave up on ("already
/// acknowledged", 40060, at once: an earlier try got through).
async fn retried<T, F, Fut>(waits_ms: &[u64], mut call: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut waits = waits_ms.iter();
    loop {
        let e = match call().await {
            Ok(v) => return Ok(v),
            Err(e) if discord_code(&e) == Some(ALREADY_ACKNOWLEDGED) => return Err(e),
            Err(e) => e,
        };
        METRICS.discord_error();
        match waits.next() {
            Some(ms) if is_momentary(&e) => {
                tracing::debug!("an interaction's answer failed ({e}); trying again");
                tokio::time::sleep(Duration::from_millis(*ms)).await;
            }
            _ => return Err(e),
        }
    }
}

/// How a command's answer may look.
#[derive(Debug, Clone, Default)]
pub(crate) struct ReplyRules {
    /// The first public view may be the (public) reply itself. Off for
    /// flights, whose slash command options would show the whole path.
    pub public_reply: bool,
    /// The ephemeral acknowledgement when the reply is not a view (said
    /// in the member's language).
    pub ack: Option<Words>,
    /// The answer is for the asker alone (`/profile`, `/leaderboard`
    /// without `public:true`): the views for everyone in the command's
    /// channel are shown to the asker only, ephemerally.
    pub only_asker: bool,
}

impl ReplyRules {
    /// Whether the answer may be the action's public post itself (after a
    /// deferral too: [`answer_after_deferral`]).
    pub(crate) fn answers_publicly(&self) -> bool {
        self.public_reply && !self.only_asker
    }
}

/// Runs `work` (the host action) and answers `origin` with the views it
/// returns, deferring first if it takes longer than [`DEFER_AFTER`].
pub(crate) async fn act_and_answer(
    ctx: &Context,
    data: &Data,
    origin: Origin<'_>,
    work: impl Future<Output = Vec<View>>,
    rules: ReplyRules,
) {
    act_and_answer_from(ctx, data, origin, work, rules, false).await;
}

/// [`act_and_answer`] for an interaction its command may have deferred
/// already (`deferred`: privately, before asking Discord something): then
/// its answer fills in the deferred one and the public views are posted.
pub(crate) async fn act_and_answer_from(
    ctx: &Context,
    data: &Data,
    origin: Origin<'_>,
    work: impl Future<Output = Vec<View>>,
    rules: ReplyRules,
    deferred: bool,
) {
    let _running = data.in_flight.enter();
    let started = std::time::Instant::now();
    let work = async {
        let views = work.await;
        METRICS.action(started.elapsed());
        views
    };
    tokio::pin!(work);
    if deferred {
        let views = work.await;
        answer(ctx, data, origin, views, rules, true).await;
        return;
    }
    let (views, deferred) = match tokio::time::timeout(DEFER_AFTER, &mut work).await {
        Ok(v) => (v, false),
        Err(_) => {
            origin.respond(ctx, deferral(origin)).await;
            (work.await, true)
        }
    };
    answer(ctx, data, origin, views, rules, deferred).await;
}

/// The deferral of an interaction whose action takes long: "thinking…"
/// privately (a refusal fills it in; a public post follows it,
/// [`answer_after_deferral`]).
fn deferral(origin: Origin<'_>) -> CreateInteractionResponse {
    match origin {
        Origin::Command(_) => CreateInteractionResponse::Defer(
            CreateInteractionResponseMessage::new().ephemeral(true),
        ),
        Origin::Component(_) => CreateInteractionResponse::Acknowledge,
    }
}

/// Answers `origin` (not yet answered unless `deferred`) with `views`.
/// The calendar entries and server roles they carry are the outbox's
/// jobs ([`crate::outbox`]), whichever way a view is shown.
async fn answer(
    ctx: &Context,
    data: &Data,
    origin: Origin<'_>,
    views: Vec<View>,
    rules: ReplyRules,
    deferred: bool,
) {
    answer_with(ctx, data, origin, views, rules, deferred).await;
    // What the member could not be told privately when it happened, in
    // their language.
    let notes = data.told_later.take(&origin.user());
    if notes.is_empty() {
        return;
    }
    let (_, member) = reader_locales(data, &origin).await;
    for note in notes {
        origin
            .followup(ctx, Outgoing::text(note.text(member)), true)
            .await;
    }
}

/// The languages of `origin`'s readers: (its server's public posts', the
/// member's private answers') ([`crate::language::of_reader`]).
async fn reader_locales(data: &Data, origin: &Origin<'_>) -> (Locale, Locale) {
    let (guild, client) = match origin {
        Origin::Command(c) => (c.guild_id, c.locale.as_str()),
        Origin::Component(c) => (c.guild_id, c.locale.as_str()),
    };
    crate::language::of_reader(data, guild, client).await
}

/// `views` said in their readers' languages (those that carry
/// [`host::View::words`]): one shown to the member alone in the member's
/// client language if shipped, else the server's; a public one in the
/// server's ([`crate::language`]).
fn said_in_their_languages(views: Vec<View>, (server, member): (Locale, Locale)) -> Vec<View> {
    views
        .into_iter()
        .map(|v| {
            let l = if v.is_public() { server } else { member };
            crate::present::said(v, l)
        })
        .collect()
}

/// Whether `v` may be shown directly (an interaction's reply, the
/// clicked message's update): a calendar entry is kept by the worker's
/// edit of the message it becomes, found by its key.
fn may_show_directly(v: &View) -> bool {
    v.calendar.is_none() || v.key.is_some()
}

/// Prepares `v`, about to be shown directly, when it carries jobs for the
/// outbox. With a calendar entry, it shows the line the bot knows already,
/// and the returned edit of it (by its key, [`host::View::shown`]) goes to
/// the outbox: the worker keeps the entry, edits the message only if that
/// changed its line (an event just created is linked by that edit; a
/// second, identical edit would spend the server's rate limit for
/// nothing), then hands out its role; a view written held
/// with its change goes on as that edit (its post released as it).
/// With a role only, `v` itself goes to `shown`, for the worker to hand
/// out its role once `v` is out ([`host::Host::post_shown_jobs`]); a held
/// one's post is released so once the answer got through
/// ([`answered_with`]).
async fn shown_directly(data: &Data, v: &mut View, shown: &mut Vec<View>) -> Option<View> {
    if v.calendar.is_none() {
        if v.role_change.is_some() {
            if !v.held {
                shown.push(v.clone());
            }
            v.role_change = None;
        }
        return None;
    }
    let key = v.key.clone()?;
    let mut edit = v.clone();
    edit.replaces = Some(key);
    // The answer shows it with the line known now: the worker edits the
    // message again only if keeping the entry changes that line, with
    // the newest version shown by then ([`Data::showed`]).
    edit.shown = true;
    data.showed(&edit);
    crate::calendar::known_line(data, v).await;
    v.calendar = None;
    v.role_change = None;
    Some(edit)
}

async fn answer_with(
    ctx: &Context,
    data: &Data,
    origin: Origin<'_>,
    views: Vec<View>,
    rules: ReplyRules,
    deferred: bool,
) {
    let actor = origin.user();
    let here = origin.channel();
    let mut views = views;
    // Posts for everyone as made: their web links are added below.
    let posts: Vec<bool> = views.iter().map(View::is_public).collect();
    if rules.only_asker || clicked_on_ephemeral_page(&origin) {
        // A private answer (or a page turned on one) stays private.
        for v in &mut views {
            if v.audience == Audience::Public
                && channel_of(&v.place) == Some(here)
                && (rules.only_asker || v.kind == host::ViewKind::Leaderboard)
            {
                v.audience = Audience::Only(actor.clone());
                // Written held with its change: shown to the asker alone.
                data.host.drop_post(v).await;
            }
        }
    }
    // Said in their readers' languages first: the web links added after
    // stay.
    let (server, member) = reader_locales(data, &origin).await;
    let mut views = said_in_their_languages(views, (server, member));
    let locale_of = |v: &View| if v.is_public() { server } else { member };
    crate::web_links::add_to(data, &mut views, &posts, locale_of).await;
    let done = |id: &str| Words::new(id).text(member);
    let mut private: Vec<View> = Vec::new();
    let mut public: Vec<View> = Vec::new();
    // Views shown directly whose roles the outbox's worker hands out.
    let mut shown: Vec<View> = Vec::new();
    // A round's pairings are never the reply: the interaction is answered
    // first, then the round's threads are opened and its pairings posted
    // (by `post_all` below), however long Discord takes.
    for v in coalesce(views) {
        match &v.audience {
            Audience::Only(u) if *u == actor => private.push(v),
            _ => public.push(v),
        }
    }

    // Deferred with its post written held for the answer (a game's
    // command that took long): the post follows the deferral publicly.
    if deferred
        && let Origin::Command(ci) = origin
        && private.is_empty()
        && locked_thread_parent(ci).is_none()
        && let Some(i) = public
            .iter()
            .position(|v| v.held && may_reply(&rules, v, here))
    {
        answer_after_deferral(ctx, data, origin, ci, (public, shown), i).await;
        return;
    }
    if deferred {
        match origin {
            Origin::Command(_) => {
                let first = if private.is_empty() {
                    let ack = rules.ack.clone();
                    Outgoing::text(ack.map_or_else(|| done(ids::DISCORD_DONE), |w| w.text(member)))
                } else {
                    outgoing_async(private.remove(0)).await
                };
                origin.edit_original(ctx, first).await;
            }
            Origin::Component(_) => {}
        }
        for v in private {
            origin.followup(ctx, outgoing_async(v).await, true).await;
        }
        post_all(ctx, data, public).await;
        return;
    }

    match origin {
        Origin::Component(ci) => {
            let clicked_ephemeral = ci
                .message
                .flags
                .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
            // The view that belongs on the clicked message (a flight's
            // message, a challenge, a draw offer): the one replacing the key
            // of that very message, else (its key unknown, e.g. after a
            // restart) the only view replacing anything.
            let clicked = ci.message.id;
            let mut shown_on = Vec::with_capacity(public.len());
            for v in &public {
                // A withdrawn notice is deleted, never shown on the clicked message.
                // One written with its change is the outbox's to deliver,
                // unless it is held for the answer (a challenge's edit).
                shown_on.push(match v.replaces.as_deref() {
                    Some(k)
                        if v.kind != host::ViewKind::Withdrawn
                            && (v.in_outbox.is_none() || v.held) =>
                    {
                        Some(data.known(k).await.map(|(_, m)| m))
                    }
                    _ => None,
                });
            }
            let unknown: Vec<usize> = (0..public.len())
                .filter(|&i| shown_on[i] == Some(None))
                .collect();
            let replacing = (0..public.len())
                .find(|&i| shown_on[i] == Some(Some(clicked)))
                .or(match unknown.as_slice() {
                    [only] => Some(*only),
                    _ => None,
                });
            if let Some(i) =
                replacing.filter(|&i| !clicked_ephemeral && may_show_directly(&public[i]))
            {
                // The clicked message shows what happened (how the question
                // ended, the flight's next step) with its new buttons.
                let mut v = public.remove(i);
                let given = given_directly(data, &mut v, &mut shown, &mut public, i).await;
                let (key, question) = (v.key.clone(), delivery(&v));
                let replaced = v.replaces.clone();
                let mut out = outgoing_async(v).await;
                let more = out.take_more();
                let ok = origin
                    .respond(ctx, CreateInteractionResponse::UpdateMessage(out.update()))
                    .await;
                answered_with(data, given, ok, &mut public).await;
                if ok {
                    origin.followups(ctx, more, false).await;
                    if let Some(r) = replaced
                        && key.as_deref() != Some(r.as_str())
                    {
                        data.forget(&r).await;
                    }
                    if let Some(k) = key {
                        data.remember(k, ci.channel_id, clicked).await;
                    }
                    delivered(data, question).await;
                }
            } else if clicked_ephemeral {
                // Steering: the actor's own message shows the next choice
                // (or that the steering is over).
                let pos = private.iter().position(|v| !v.is_error());
                let mut out = match pos {
                    Some(i) => outgoing_async(private.remove(i)).await,
                    None if private.iter().any(View::is_error) => {
                        outgoing_async(private.remove(0)).await
                    }
                    None => Outgoing::text(done(ids::DISCORD_GAME_MISSILE_ON_ITS_WAY)),
                };
                let more = out.take_more();
                let r = CreateInteractionResponse::UpdateMessage(out.update_text());
                if origin.respond(ctx, r).await {
                    origin.followups(ctx, more, true).await;
                }
            } else if !private.is_empty() {
                let out = outgoing_async(private.remove(0)).await;
                origin.respond_message(ctx, out, true).await;
            } else {
                origin
                    .respond(ctx, CreateInteractionResponse::Acknowledge)
                    .await;
            }
        }
        Origin::Command(ci) => {
            // A locked thread takes no post of the bot's: its posts go to
            // its channel through the outbox, which says why once.
            let locked = locked_thread_parent(ci);
            let reply = public
                .iter()
                .position(|v| locked.is_none() && may_reply(&rules, v, here));
            // Shown as the reply only in its turn: when a post of its game
            // written before it by an earlier change is still on its way
            // (a first board held until its thread existed, a post waiting
            // out a retry), the answer is deferred and follows that one
            // ([`answer_after_deferral`]). This action's other posts (a
            // round's pairings, released once their threads are open)
            // follow the reply.
            if let Some(i) = reply
                && private.is_empty()
                && !data
                    .host
                    .first_of_chain_within(&public[i], &public, IN_TURN_WAIT)
                    .await
                && origin.respond(ctx, deferral(origin)).await
            {
                answer_after_deferral(ctx, data, origin, ci, (public, shown), i).await;
                return;
            }
            if !private.is_empty() {
                let out = outgoing_async(private.remove(0)).await;
                origin.respond_message(ctx, out, true).await;
            } else if let Some(i) = reply {
                let mut v = public.remove(i);
                let given = given_directly(data, &mut v, &mut shown, &mut public, i).await;
                let (key, after) = (v.key.clone(), Aftermath::of(&v));
                let out = outgoing_async(v).await;
                let ok = origin.respond_message(ctx, out, false).await;
                if ok {
                    after.archive(data, &ctx.http);
                    after.shown(data).await;
                }
                replied_with(ctx, data, ci, (given, key), ok, &mut public).await;
            } else {
                let words = rules
                    .ack
                    .clone()
                    .unwrap_or_else(|| match (public.first(), locked) {
                        (Some(_), Some(parent)) => {
                            Words::new(ids::DISCORD_THREAD_LOCKED_LOOK_THERE)
                                .arg("channel", parent.to_string())
                        }
                        (Some(v), None) => match channel_of(&v.place) {
                            Some(c) if c != here => {
                                Words::new(ids::DISCORD_DONE_SEE).arg("channel", c.to_string())
                            }
                            _ => Words::new(ids::DISCORD_DONE),
                        },
                        (None, _) => Words::new(ids::DISCORD_DONE),
                    });
                let text = words.text(member);
                origin
                    .respond_message(ctx, Outgoing::text(text), true)
                    .await;
            }
        }
    }
    for v in private {
        origin.followup(ctx, outgoing_async(v).await, true).await;
    }
    post_all(ctx, data, public).await;
    if let Err(e) = data.host.post_shown_jobs(&shown).await {
        tracing::error!(
            "could not write the roles of {} answers to the outbox: {e}; check that the database is reachable",
            shown.len()
        );
    }
}

/// The parent channel of the thread command `ci` was sent in, when a
/// moderator locked that thread (the interaction's channel says so).
fn locked_thread_parent(ci: &CommandInteraction) -> Option<ChannelId> {
    let c = ci.channel.as_ref()?;
    let locked = c.thread_metadata.as_ref().is_some_and(|m| m.locked);
    if locked { c.parent_id } else { None }
}

/// Whether public view `v` may be the answer of a command asked in
/// channel `here`: a new message there (not an edit, not a round's
/// pairings), not yet posted (or written held for the answer).
fn may_reply(rules: &ReplyRules, v: &View, here: ChannelId) -> bool {
    rules.public_reply
        && v.replaces.is_none()
        && (v.in_outbox.is_none() || v.held)
        && v.kind != host::ViewKind::Pairings
        && channel_of(&v.place) == Some(here)
        && may_show_directly(v)
}

/// After command `ci` was answered (`ok`) with a view: `given` is the
/// view written held that it showed ([`given_directly`]) and `key` the
/// view's key. Its held post is dropped as its message is recorded, in
/// one transaction; when the answer failed it goes back to `public`, to
/// be released to the outbox. A keyed view's message is remembered, so
/// that a later view can edit it.
async fn replied_with(
    ctx: &Context,
    data: &Data,
    ci: &CommandInteraction,
    (given, key): (Option<View>, Option<String>),
    ok: bool,
    public: &mut Vec<View>,
) {
    let message = match (&key, ok) {
        (Some(_), true) => ci.get_response(&ctx.http).await.ok(),
        _ => None,
    };
    answered_as(data, (given, key), ok, message, public).await;
}

/// After an answer (`ok`: it got through) showed message `message` (known
/// when asked for): `given`, the view written held that it showed, has its
/// post dropped as its message is recorded under `key`, in one
/// transaction, or goes back to `public` when the answer failed; a keyed
/// view's message is remembered, so that a later view can edit it.
async fn answered_as(
    data: &Data,
    (given, key): (Option<View>, Option<String>),
    ok: bool,
    message: Option<serenity::all::Message>,
    public: &mut Vec<View>,
) {
    match (given, ok) {
        (Some(v), true) => {
            let at = message.map(|m| {
                if let Some(k) = key {
                    data.remember_here(k, m.channel_id, m.id);
                }
                format!("{}:{}", m.channel_id, m.id)
            });
            data.host.answered_post_as(&v, at).await;
        }
        (Some(v), false) => public.push(v),
        (None, _) => {
            if let (Some(k), Some(m)) = (key, message) {
                data.remember(k, m.channel_id, m.id).await;
            }
        }
    }
}

/// How long a deferred command waits for the posts of its game written
/// before its own (see [`answer_after_deferral`]).
const LATE_TURN_WAIT: Duration = Duration::from_secs(10);

/// Answers command `ci`, deferred privately ("thinking…"), with its public
/// post at `i` of `public` (written held, [`host::Host::act_answered`])
/// once it is that post's turn ([`LATE_TURN_WAIT`]): the deferral is
/// deleted and the post follows as a public follow-up, a new message, so
/// that it comes after the posts of its game before it. (A follow-up sent
/// while the deferral is unresolved would fill it in, privately.) Out of
/// turn, the deferral is deleted and the post goes through the outbox.
/// Either way no private note is left.
async fn answer_after_deferral(
    ctx: &Context,
    data: &Data,
    origin: Origin<'_>,
    ci: &CommandInteraction,
    (mut public, mut shown): (Vec<View>, Vec<View>),
    i: usize,
) {
    let in_turn = data
        .host
        .first_of_chain_within(&public[i], &public, LATE_TURN_WAIT)
        .await;
    origin.delete_original(ctx).await;
    if in_turn {
        let mut v = public.remove(i);
        let given = given_directly(data, &mut v, &mut shown, &mut public, i).await;
        let (key, after) = (v.key.clone(), Aftermath::of(&v));
        let mut out = outgoing_async(v).await;
        let more = out.take_more();
        let b = out.followup(false);
        let sent = retried(&EDIT_RETRY_WAITS_MS, || ci.create_followup(ctx, b.clone())).await;
        let message = match sent {
            Ok(m) => {
                origin.followups(ctx, more, false).await;
                after.archive(data, &ctx.http);
                after.shown(data).await;
                Some(m)
            }
            Err(e) => {
                tracing::warn!("could not post an answer as a follow-up: {e}");
                None
            }
        };
        let ok = message.is_some();
        answered_as(data, (given, key), ok, message, &mut public).await;
    }
    post_all(ctx, data, public).await;
    if let Err(e) = data.host.post_shown_jobs(&shown).await {
        tracing::error!(
            "could not write the roles of {} answers to the outbox: {e}; check that the database is reachable",
            shown.len()
        );
    }
}

/// Prepares `v` (taken from `public` at `i`) to be shown directly
/// ([`shown_directly`]): the edit it owes goes back to `public` at `i`.
/// The view written held with its change that the answer gives, as it
/// was written (its jobs included), for [`answered_with`]; none when its
/// post goes on as that edit.
async fn given_directly(
    data: &Data,
    v: &mut View,
    shown: &mut Vec<View>,
    public: &mut Vec<View>,
    i: usize,
) -> Option<View> {
    let held = v.held.then(|| v.clone());
    match shown_directly(data, v, shown).await {
        Some(job) => {
            public.insert(i, job);
            None
        }
        None => held,
    }
}

/// After the interaction was answered (`ok`) with `given`, a view written
/// held with its change ([`host::View::held`]): the answer showed it, so
/// its post is dropped, or released for the role it hands out only
/// ([`host::Host::answered_post`]); when the answer failed, it goes back
/// to `public`, to be released to the delivery worker whole.
async fn answered_with(data: &Data, given: Option<View>, ok: bool, public: &mut Vec<View>) {
    match given {
        Some(v) if ok => data.host.answered_post(&v).await,
        Some(v) => public.push(v),
        None => {}
    }
}

/// Whether `origin` is a button pressed on an ephemeral message (a
/// leaderboard shown only to its asker, steering).
fn clicked_on_ephemeral_page(origin: &Origin<'_>) -> bool {
    match origin {
        Origin::Component(ci) => ci
            .message
            .flags
            .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL)),
        Origin::Command(_) => false,
    }
}

/// Posts views in their places, in order, through the outbox (which edits
/// the messages they replace where the bot knows them, keeps the calendar
/// entries they carry and hands out their server roles).
pub(crate) async fn post_all(ctx: &Context, data: &Data, views: Vec<View>) {
    // Their web links are added by the delivery worker.
    for (tid, waiting) in crate::threads::open_round_threads(ctx, data, &views).await {
        crate::waiting_boards::report(data, tid, waiting).await;
    }
    let threads = crate::threads::round_threads(data, &views).await;
    // Said in the server's language before the threads' links are added.
    let views = crate::language::said_in_the_servers_language(data, views).await;
    let locales = crate::language::of_servers(data, &views).await;
    let views = crate::threads::link_threads(views, &threads, |v| locales.of(v));
    post_views(data, coalesce(views)).await;
}
