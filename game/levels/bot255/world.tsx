<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="world" tilewidth="48" tileheight="48" tilecount="7" columns="7">
 <image source="world.png" width="336" height="48"/>
 <tile id="0" type="wall"/>
 <tile id="1" type="bit"/>
 <tile id="2" type="bug"/>
 <tile id="3" type="bot">
  <properties>
   <property name="facing" value="north"/>
  </properties>
 </tile>
 <tile id="4" type="bot">
  <properties>
   <property name="facing" value="east"/>
  </properties>
 </tile>
 <tile id="5" type="bot">
  <properties>
   <property name="facing" value="south"/>
  </properties>
 </tile>
 <tile id="6" type="bot">
  <properties>
   <property name="facing" value="west"/>
  </properties>
 </tile>
</tileset>
