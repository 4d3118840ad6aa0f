//! Steps the season end-to-end tests share (`discord_season`,
//! `discord_season_language`): an answer read once the bot has edited it
//! in, with its files, and the final standings' picture.

use super::standin::{SentInteraction, StandIn, UploadedFile, content_of};
use std::time::Duration;

/// How long a season's answer may take.
const WAIT: Duration = Duration::from_secs(20);

/// What a PNG file starts with.
const PNG_MAGIC: &[u8] = b"\x89PNG\r\n\x1a\n";

/// The message answering `sent` once its text contains `needle` (the
/// bot may defer first and edit the answer in), and every file uploaded
/// with the answer.
pub async fn answer_with(
    s: &StandIn,
    sent: &SentInteraction,
    needle: &str,
) -> (String, Vec<UploadedFile>) {
    s.callback(sent).await;
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        if let Some(msg) = s.original(sent)
            && content_of(&msg).contains(needle)
        {
            let files = s.answers(sent).into_iter().flat_map(|r| r.files).collect();
            return (content_of(&msg), files);
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "no answer containing {needle:?}: {:?}",
            s.original(sent).map(|m| content_of(&m))
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The final standings' table picture among the files `/season end`
/// uploaded (`<name>-standings.png`); panics, naming the files, when
/// there is none, or when it is not a PNG.
pub fn standings_picture(files: &[UploadedFile]) -> &UploadedFile {
    let picture = files
        .iter()
        .find(|f| f.filename.ends_with("-standings.png"))
        .unwrap_or_else(|| {
            panic!(
                "the standings picture: {:?}",
                files.iter().map(|f| &f.filename).collect::<Vec<_>>()
            )
        });
    assert!(picture.bytes.starts_with(PNG_MAGIC), "a PNG");
    picture
}
