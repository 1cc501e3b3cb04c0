import { useCurrentUser } from "../auth/useCurrentUser";
import { cn } from "../components/ui/cn";
import { DashboardHero } from "../components/dashboard/DashboardHero";
import { DashboardHowItWorks } from "../components/dashboard/DashboardHowItWorks";
import { RoomActions } from "../components/dashboard/RoomActions";
import { YourRooms } from "../components/dashboard/YourRooms";
import { WaitingForEstimate } from "../components/dashboard/WaitingForEstimate";
import { api } from "../lib/api";
import { useQuery } from "../sync/react";

/** `/` for signed-in users (spec 2): greeting, their rooms, create and join, how it works. */
export default function Dashboard() {
  const user = useCurrentUser();
  const rooms = useQuery(api.rooms.getUserRooms);
  const firstName = user?.name.trim().split(/\s+/)[0];
  // 'Your Rooms' only shows while loading or when there is a room; the forms then sit beside it.
  const showRooms = rooms === undefined || rooms.length > 0;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <DashboardHero firstName={firstName} firstVisit={user?.firstVisit ?? false} />
      <WaitingForEstimate rooms={rooms} />
      {/* Create and Join come first (on phones, above the list); on wide screens the list takes the left column. */}
      <div className={cn("grid grid-cols-1 items-start gap-6", showRooms && "lg:grid-cols-[minmax(0,1fr)_24rem]")}>
        <RoomActions className={cn(showRooms ? "lg:col-start-2 lg:row-start-1" : "md:grid-cols-2 md:items-start")} />
        {showRooms && (
          <div className="lg:col-start-1 lg:row-start-1">
            <YourRooms rooms={rooms} />
          </div>
        )}
      </div>
      <DashboardHowItWorks />
    </div>
  );
}
