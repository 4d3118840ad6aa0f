//! REST under `/api/v10`, as axum routes: one handler per route, grouped
//! by family, inside one envelope that every request goes through.
//!
//! The envelope ([`envelope`]) does what Discord does before a route
//! looks at a request, in this order: it reads the JSON or multipart body,
//! waits the injected latency (and a slow guild's delay), answers an
//! injected fault ([`super::faults::injected`]: outage, every n-th
//! request, rate limit), refuses a request without the bot token (401;
//! interaction callbacks and webhooks need none), and checks the request
//! against Discord's API description ([`openapi::check`]: 400 50035, 404,
//! 405). Only then does the route's handler run. Afterwards it records the
//! request ([`Recorded`]) with the answer and the fault it got, wakes the
//! waiters, and waits the other half of the latency.
//!
//! | module | routes |
//! |---|---|
//! | [`app`] | `/gateway`, `/gateway/bot`, `/users/@me`, `/oauth2/applications/@me`, application commands |
//! | [`guilds`] | a guild, its members, roles and member role changes |
//! | [`events`] | scheduled events |
//! | [`channels`] | a channel or thread, threads and thread members |
//! | [`messages`] | messages in a channel |
//! | [`interactions`] | interaction callbacks and the interaction's webhook |
//!
//! A handler answers a [`Reply`] (status and JSON body) and may name the
//! [`Fault`] the request got; a route the stand-in does not have is
//! answered 404 `{"message": "404: Not Found", "code": 0}`.

mod app;
mod channels;
mod events;
mod guilds;
mod interactions;
mod messages;

use super::faults::{Fault, injected, request_guild};
use super::{Inner, Recorded, UploadedFile, World, openapi};
use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{FromRequest, FromRequestParts, Multipart, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderName, HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};
use std::sync::{Arc, LazyLock};
use std::time::Instant;

pub(super) use super::refusal::{Reply, err, missing_access, unknown_channel, unknown_message};

/// The value of a check that passed; returns the refusal from the
/// handler when it refused.
macro_rules! check {
    ($e:expr) => {
        match $e {
            Ok(value) => value,
            Err(answer) => return answer,
        }
    };
}
pub(crate) use check;

/// A snowflake in a path, if it is one.
fn num(s: &str) -> Option<u64> {
    s.parse::<u64>().ok()
}

/// The channel (or thread) `c` of a path, if the world has it; else
/// [`unknown_channel`].
fn known_channel(st: &World, c: &str) -> Result<u64, Reply> {
    num(c)
        .filter(|c| st.channels.contains_key(c))
        .ok_or_else(unknown_channel)
}

/// The guild `g` of a path, if the bot is in it; else [`missing_access`].
fn known_guild(st: &World, g: &str) -> Result<u64, Reply> {
    num(g)
        .filter(|g| st.guilds.iter().any(|x| x.id == *g))
        .ok_or_else(missing_access)
}

/// The stand-in's whole HTTP side: the gateway at `/ws`, and every other
/// path through the [`envelope`] to the REST routes.
pub(super) fn router(inner: Arc<Inner>) -> Router {
    let api = Router::new()
        .merge(app::routes())
        .merge(guilds::routes())
        .merge(events::routes())
        .merge(channels::routes())
        .merge(messages::routes())
        .merge(interactions::routes())
        .method_not_allowed_fallback(not_found);
    let rest = Router::new()
        .nest("/api/v10", api)
        .fallback(not_found)
        .layer(middleware::from_fn_with_state(inner.clone(), envelope))
        .with_state(inner.clone());
    Router::new()
        .route("/ws", get(super::gateway::gateway))
        .with_state(inner)
        .fallback_service(rest)
}

/// What the envelope hands a route's handler (its one extractor besides
/// the path): the request's body and files, when it reached "Discord",
/// and the stand-in whose world the handler answers from.
#[derive(Clone)]
pub(super) struct Call {
    /// The JSON body, or `payload_json` of a multipart body.
    pub(super) body: Option<Value>,
    pub(super) files: Arc<Vec<UploadedFile>>,
    /// When the request arrived (after half the latency).
    pub(super) arrived: Instant,
    /// What is recorded of the request with its answer ([`Call::answer`]).
    request: Arc<Seen>,
    inner: Arc<Inner>,
}

/// A request as the envelope read it, recorded with its answer.
struct Seen {
    method: Method,
    path: String,
    query: String,
    authorized: bool,
}

impl<S: Send + Sync> FromRequestParts<S> for Call {
    type Rejection = Answer;

    /// The call the [`envelope`] put in the request's extensions.
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Call, Answer> {
        parts.extensions.get::<Call>().cloned().ok_or_else(|| {
            err(
                StatusCode::INTERNAL_SERVER_ERROR,
                0,
                "the stand-in's route ran outside its envelope (route it through routes::router)",
            )
            .into()
        })
    }
}

impl Call {
    /// The JSON body, or `{}` without one.
    pub(super) fn json(&self) -> &Value {
        static EMPTY: LazyLock<Value> = LazyLock::new(|| json!({}));
        self.body.as_ref().unwrap_or(&EMPTY)
    }

    /// Runs `route` on the world (locked) and takes its reply and the fault
    /// it names as the request's answer, recorded under the same lock: a
    /// test that sees what the request made also finds the request.
    pub(super) fn answer(
        &self,
        route: impl FnOnce(&mut World, &mut Option<Fault>) -> Reply,
    ) -> Answer {
        let mut fault = None;
        let mut st = self.inner.state.lock().unwrap();
        let (status, body) = route(&mut st, &mut fault);
        let r = &self.request;
        record(
            &mut st,
            Recorded {
                index: 0,
                method: r.method.to_string(),
                path: r.path.clone(),
                query: r.query.clone(),
                json: self.body.clone(),
                files: (*self.files).clone(),
                status: status.as_u16(),
                at: self.arrived,
                authorized: r.authorized,
                fault,
                answer: body.clone(),
            },
        );
        Answer {
            status,
            body,
            fault,
            recorded: true,
        }
    }
}

/// Records a request with its answer (its index is its place); a callback
/// taken marks its interaction answered.
fn record(st: &mut World, mut r: Recorded) {
    let index = st.requests.len();
    r.index = index;
    if r.method == "POST" && r.path.ends_with("/callback") {
        let token = r.path.rsplit('/').nth(1).unwrap_or("").to_string();
        st.first_callback.entry(token.clone()).or_insert(index);
        // Taken: answered, or made with its answer lost.
        if r.status < 300 || r.fault == Some(Fault::LostAnswer) {
            st.callbacks.entry(token).or_insert(index);
        }
    }
    st.requests.push(r);
}

/// A handler's answer, handed back to the [`envelope`] (in the response's
/// extensions) to be recorded and sent.
#[derive(Clone)]
pub(super) struct Answer {
    status: StatusCode,
    body: Value,
    fault: Option<Fault>,
    /// Recorded already, with the world's change ([`Call::answer`]).
    recorded: bool,
}

impl From<Reply> for Answer {
    fn from((status, body): Reply) -> Answer {
        Answer {
            status,
            body,
            fault: None,
            recorded: false,
        }
    }
}

impl IntoResponse for Answer {
    fn into_response(self) -> Response {
        let mut response = self.status.into_response();
        response.extensions_mut().insert(self);
        response
    }
}

/// A route the stand-in (or Discord) does not have.
async fn not_found() -> Answer {
    err(StatusCode::NOT_FOUND, 0, "404: Not Found").into()
}

/// Every REST request's way through the stand-in (see the module's doc).
async fn envelope(State(inner): State<Arc<Inner>>, req: Request, next: Next) -> Response {
    // The parts (with what routing put in their extensions: the path's
    // parameters) go on to the handler; the body is read here.
    let (parts, body) = req.into_parts();
    let req = Request::from_parts(parts.clone(), body);
    let method = req.method().clone();
    let uri = req.uri().clone();
    let path = uri.path().to_string();
    let query = uri.query().unwrap_or("").to_string();
    let authorized = req
        .headers()
        .get("authorization")
        .and_then(|h| h.to_str().ok())
        .is_some_and(|h| h == format!("Bot {}", inner.token) || h == inner.token);
    let is_multipart = req
        .headers()
        .get("content-type")
        .and_then(|h| h.to_str().ok())
        .is_some_and(|c| c.starts_with("multipart/"));
    let mut json_body = None;
    let mut files = Vec::new();
    if is_multipart {
        match Multipart::from_request(req, &()).await {
            Ok(mut mp) => {
                while let Ok(Some(field)) = mp.next_field().await {
                    let name = field.name().unwrap_or("").to_string();
                    let filename = field.file_name().map(str::to_string);
                    let ctype = field.content_type().unwrap_or("").to_string();
                    let bytes = field.bytes().await.unwrap_or_default();
                    if name == "payload_json" {
                        json_body = serde_json::from_slice(&bytes).ok();
                    } else if let Some(filename) = filename {
                        files.push(UploadedFile {
                            field: name,
                            filename,
                            content_type: ctype,
                            bytes: bytes.to_vec(),
                        });
                    }
                }
            }
            Err(e) => {
                return (StatusCode::BAD_REQUEST, format!("bad multipart: {e}")).into_response();
            }
        }
    } else {
        let bytes = Bytes::from_request(req, &()).await.unwrap_or_default();
        if !bytes.is_empty() {
            json_body = serde_json::from_slice(&bytes).ok();
        }
    }
    let (latency, slow) = {
        let st = inner.state.lock().unwrap();
        let slow = request_guild(&st, &path).and_then(|g| st.faults.slow_guilds.get(&g).copied());
        (st.faults.latency, slow)
    };
    if let Some(slow) = slow {
        tokio::time::sleep(slow).await;
    }
    if !latency.is_zero() {
        tokio::time::sleep(latency / 2).await;
    }
    let arrived = Instant::now();
    let mut fault = None;
    let mut headers = Vec::new();
    let pre = {
        let mut st = inner.state.lock().unwrap();
        injected(&mut st, &method, &path, &mut fault, &mut headers)
    };
    let files = Arc::new(files);
    let mut recorded = false;
    let (status, body) = if let Some(answer) = pre {
        answer
    } else if !authorized && !path.ends_with("/callback") && !path.contains("/webhooks/") {
        err(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized")
    } else if let Err(refusal) = openapi::check(method.as_str(), &path, &query, json_body.as_ref())
    {
        fault = Some(Fault::Refused);
        let status = StatusCode::from_u16(refusal.status).unwrap_or(StatusCode::BAD_REQUEST);
        let answer = refusal.answer.clone();
        inner.refusals.push(refusal);
        (status, answer)
    } else {
        let mut routed = Request::from_parts(parts, Body::empty());
        routed.extensions_mut().insert(Call {
            body: json_body.clone(),
            files: files.clone(),
            arrived,
            request: Arc::new(Seen {
                method: method.clone(),
                path: path.clone(),
                query: query.clone(),
                authorized,
            }),
            inner: inner.clone(),
        });
        let response = next.run(routed).await;
        // A path whose ids do not parse never reaches a handler.
        let answer = response
            .extensions()
            .get::<Answer>()
            .cloned()
            .unwrap_or_else(|| err(StatusCode::NOT_FOUND, 0, "404: Not Found").into());
        fault = answer.fault;
        recorded = answer.recorded;
        (answer.status, answer.body)
    };
    if !recorded {
        let files = Arc::try_unwrap(files).unwrap_or_else(|f| (*f).clone());
        let mut st = inner.state.lock().unwrap();
        record(
            &mut st,
            Recorded {
                index: 0,
                method: method.to_string(),
                path: path.clone(),
                query,
                json: json_body,
                files,
                status: status.as_u16(),
                at: arrived,
                authorized,
                fault,
                answer: body.clone(),
            },
        );
    }
    inner.bump();
    if method == Method::POST
        && let Some(channel) = path
            .strip_suffix("/messages")
            .and_then(|p| p.rsplit('/').next())
            .and_then(|c| c.parse::<u64>().ok())
    {
        inner.posted_in(channel).notify_waiters();
    }
    if !latency.is_zero() {
        tokio::time::sleep(latency - latency / 2).await;
    }
    let mut response = if status == StatusCode::NO_CONTENT {
        status.into_response()
    } else {
        (status, axum::Json(body)).into_response()
    };
    for (k, v) in headers {
        if let Ok(v) = HeaderValue::from_str(&v) {
            response.headers_mut().insert(HeaderName::from_static(k), v);
        }
    }
    response
}
