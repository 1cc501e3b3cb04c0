import { describe, expect, it } from "vitest";
import {
  MESSAGES,
  ROOM_404,
  jiraConnectionFailed,
  jiraConnectionSuccess,
  jiraUpdateFailed,
  kicked,
  mapSignInError,
  signInLockedOut,
  mapSignUpError,
  roomCodeTaken,
  roomNotFound,
} from "./messages";

/** Copied from the spec's sections 5 and 8: each must be in the catalogue, character for character. */
const SPEC_MESSAGES = [
  // 8, sign-in and sign-up
  "Invalid password. Please try again.",
  "Could not sign in. Please check your credentials.",
  "An account with this email already exists.",
  "Could not create account. Please try again.",
  // 8, rooms
  "You must be signed in to create rooms",
  "You must be signed in to join rooms",
  "Failed to create room",
  "Failed to join room",
  "Failed to join room. Please check the room code.",
  "Room created successfully!",
  "Joining room...",
  "Joined room successfully!",
  "Room deleted successfully",
  "Failed to delete room",
  "Left room successfully",
  "Failed to leave room properly",
  "Admin status updated successfully!",
  "Failed to update admin status",
  // 8, voting
  "Failed to submit vote",
  "Failed to reveal votes",
  "Failed to reset voting",
  "Failed to clear votes",
  "Votes cleared successfully!",
  // 8, participants
  "Voting exclusion updated successfully!",
  "Failed to update voting exclusion",
  "Failed to kick participant",
  "You have been kicked from the room",
  // 8, JIRA
  "Failed to test connection",
  "JIRA configuration saved successfully!",
  "Failed to save configuration",
  "Story updated successfully!",
  "Failed to update story",
  "Story cleared successfully!",
  "Failed to clear story",
  "JIRA ticket cleared successfully!",
  "Enabled JIRA integration",
  "Disabled JIRA integration",
  "Failed to toggle JIRA integration",
  "Tickets fetched successfully!",
  "Failed to fetch tickets. Please check your JIRA configuration.",
  "JIRA ticket selected successfully!",
  "Failed to select JIRA ticket",
  "Story points updated in JIRA successfully!",
  "Failed to update story points in JIRA",
  // 8, other
  "Room URL copied to clipboard!",
  "Are you sure you want to leave? Your changes may not be saved.",
  "ROOM_404",
  // 2, error pages
  "Room Not Found",
  "Unexpected Application Error!",
  "Page Not Found",
  "Server Error",
  "Connection Error",
  "Access Denied",
  // 5, validation
  "Room code must be 3-8 characters long and contain only letters and numbers",
  "Name must be at least 2 characters long",
  "Passwords do not match",
  "Please fill in all fields",
  "Please fill in all fields before testing",
  "Please select a valid Fibonacci number",
  "Story points must be a Fibonacci number",
  "Please configure JIRA first",
];

function allValues(node: unknown): string[] {
  if (typeof node === "string") return [node];
  return Object.values(node as Record<string, unknown>).flatMap(allValues);
}

describe("message catalogue", () => {
  const catalogue = allValues(MESSAGES);

  it.each(SPEC_MESSAGES)("contains the spec message %j", (message) => {
    expect(catalogue).toContain(message);
  });

  it("names the spec messages as the brief says", () => {
    expect(MESSAGES.rooms.notSignedInCreate).toBe("You must be signed in to create rooms");
    expect(MESSAGES.rooms.notSignedInJoin).toBe("You must be signed in to join rooms");
    expect(MESSAGES.rooms.urlCopied).toBe("Room URL copied to clipboard!");
    expect(MESSAGES.auth.leavePageWarning).toBe("Are you sure you want to leave? Your changes may not be saved.");
    expect(MESSAGES.participants.youWereKicked).toBe("You have been kicked from the room");
    expect(MESSAGES.validation.roomCodeFormat).toBe(
      "Room code must be 3-8 characters long and contain only letters and numbers",
    );
    expect(MESSAGES.jira.notConfigured).toBe("Please configure JIRA first");
    expect(ROOM_404).toBe("ROOM_404");
  });

  it("has the server sentences the product needs", () => {
    expect(MESSAGES.rooms.notParticipant).toBe("You are not a participant of this room");
    expect(MESSAGES.rooms.onlyOwnerDelete).toBe("Only the room owner can delete the room");
    expect(MESSAGES.participants.cannotKickSelf).toBe("You cannot kick yourself");
    expect(MESSAGES.auth.tooManyAttempts).toBe("Too many attempts. Please wait a minute and try again.");
  });

  it("has no empty or untrimmed sentence", () => {
    for (const message of catalogue) {
      expect(message.length).toBeGreaterThan(0);
      expect(message.trim()).toBe(message);
    }
  });
});

describe("templated messages", () => {
  it("room not found", () => {
    expect(roomNotFound("ABC")).toBe('Room "ABC" not found. Please check the room code.');
  });

  it("room code taken", () => {
    expect(roomCodeTaken("TEAM")).toBe('Room code "TEAM" is already taken. Please choose another.');
  });

  it("kicked", () => {
    expect(kicked("Alice")).toBe("Alice has been kicked from the room");
  });

  it("JIRA connection success, failure and update failure", () => {
    expect(jiraConnectionSuccess(12)).toBe("Connection successful! Found 12 tickets.");
    expect(jiraConnectionSuccess(0)).toBe("Connection successful! Found 0 tickets.");
    expect(jiraConnectionSuccess(1)).toBe("Connection successful! Found 1 tickets.");
    expect(jiraConnectionFailed("Unauthorized")).toBe("Connection failed: Unauthorized");
    expect(jiraUpdateFailed("Field not editable")).toBe("Failed to update JIRA: Field not editable");
  });
});

describe("mapSignInError", () => {
  it("recognises a wrong password anywhere in the server message", () => {
    expect(mapSignInError("Invalid password")).toBe("Invalid password. Please try again.");
    expect(mapSignInError("Uncaught Error: Invalid password for user")).toBe("Invalid password. Please try again.");
    expect(mapSignInError(MESSAGES.auth.serverInvalidPassword)).toBe(MESSAGES.auth.signInInvalidPassword);
  });

  it("falls back to the generic sentence", () => {
    for (const message of ["InvalidAccountId", "", MESSAGES.auth.serverUnknownAccount, null, undefined]) {
      expect(mapSignInError(message)).toBe("Could not sign in. Please check your credentials.");
    }
  });
});

describe("rate-limit refusals on the sign-in and sign-up forms", () => {
  it("are shown as the server says them, so a person knows to wait", () => {
    expect(signInLockedOut(4 * 60_000 + 1)).toBe("Too many failed sign-in attempts. Please wait 5 minutes and try again.");
    expect(signInLockedOut(30_000)).toBe("Too many failed sign-in attempts. Please wait 1 minute and try again.");
    expect(mapSignInError(signInLockedOut(60_000))).toBe(signInLockedOut(60_000));
    expect(mapSignInError(MESSAGES.auth.tooManyAttempts)).toBe(MESSAGES.auth.tooManyAttempts);
    expect(mapSignUpError(MESSAGES.auth.tooManyAttempts)).toBe(MESSAGES.auth.tooManyAttempts);
  });
});

describe("mapSignUpError", () => {
  it("recognises an existing account", () => {
    expect(mapSignUpError("Account user@example.com already exists")).toBe(
      "An account with this email already exists.",
    );
    expect(mapSignUpError(MESSAGES.auth.serverEmailExists)).toBe(MESSAGES.auth.signUpEmailExists);
  });

  it("falls back to the generic sentence", () => {
    for (const message of ["Password too weak", "", null, undefined]) {
      expect(mapSignUpError(message)).toBe("Could not create account. Please try again.");
    }
  });
});
